// Benchmark (issues 13.3 and 14): 2,000 mixed mutations pushed from one device in batches of 100 to a server
// process over HTTP, on SQLite and on PostgreSQL side by side (--db=sqlite|postgres|both, TEST_DB=postgres,
// DATABASE_URL or PG_URL; see support/bench-db.ts), each against its floor, measured in the same run: on SQLite
// the same rows written by a plain better-sqlite3 script with prepared statements, one transaction per batch; on
// PostgreSQL one row per mutation inserted by plain `pg`, one transaction per batch (docs/decisions/210). Then the scale-out figure: 8 devices pushing at
// once to one server process, and to two processes on the same database (4 each); on PostgreSQL two
// instances must push >= 1.5x what one does. For those runs it also prints each process's CPU time per mutation
// and what PostgreSQL's backends waited on (decision 151: a lock or the CPU). Only the HTTP API is used.
// Each device signs in and holds its outbox before the clock starts: the figures time the pushes alone (a
// sign-in is a deliberately slow scrypt, decision 170). The one-device figure is the median of several timed
// windows of 2,000 on the same warm server, each from a new device; every window is printed (decision 172).
// BENCH_URL points at another server.
import os from 'node:os'
import { startAppProcess, type AppProcess } from '../../server/testing/app-process'
import { percentile } from './support/bench-app'
import { benchDatabase, benchDialects, stopBenchCluster, type Dialect } from './support/bench-db'
import { describeObservation, observe, type Observation } from './support/push-observer'
import { BATCH, lineIdsOf, push, signedInDevice } from './support/push-device'
import { pgFloor, sqliteFloor, type Floor } from './support/push-workload'

const TOTAL = Number(process.env.BENCH_MUTATIONS ?? 2000)
/** Pushed first and timed apart: the first pushes after a start pay for the JIT and cold caches. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000)
const DEVICES = Number(process.env.BENCH_DEVICES ?? 8)
/**
 * Timed one-device windows after the warm-up, each a new device with its own 2,000. One window lasts about 0.2 s
 * on SQLite, so a single one measures the minute as much as the push (decision 172); the figure is their median.
 */
const WINDOWS = Math.max(1, Number(process.env.BENCH_WINDOWS ?? 5))

/**
 * `devices` devices at once, spread over the instances, each on its own lines (as on a floor): mutations/s, and
 * what the processes spent meanwhile (CPU per mutation, what PostgreSQL's backends waited on).
 */
async function concurrent(
  instances: AppProcess[],
  databaseUrl: string | null,
  devices: number,
  lineIds: number[],
  statuses: Map<string, number>,
): Promise<{ rate: number; observation: Observation }> {
  const per = Math.max(BATCH, Math.round(TOTAL / BATCH / devices) * BATCH)
  const ready = await Promise.all(
    Array.from({ length: devices }, (_, d) =>
      signedInDevice(
        instances[d % instances.length]!.url,
        lineIds.filter((_, i) => i % devices === d),
        per,
      ),
    ),
  )
  const started = performance.now()
  const { cpuOf } = await observe(
    instances.map((p) => p.child.pid!),
    databaseUrl,
    () => Promise.all(ready.map((device) => push(device, statuses))),
  )
  return { rate: (per * devices) / ((performance.now() - started) / 1000), observation: cpuOf(per * devices) }
}

/**
 * WINDOWS timed pushes of TOTAL, each from a new device signed in before its clock starts, each right after a
 * window of the floor's (decision 278): mutations/s of each.
 */
async function timedWindows(
  url: string,
  lineIds: number[],
  statuses: Map<string, number>,
  roundTrips: number[],
  floor: Floor | null,
): Promise<{ windows: number[]; floors: number[] }> {
  const windows: number[] = []
  const floors: number[] = []
  for (let w = 0; w < WINDOWS; w++) {
    const device = await signedInDevice(url, lineIds, TOTAL)
    if (floor) floors.push(await floor.window(TOTAL))
    const started = performance.now()
    await push(device, statuses, roundTrips)
    windows.push(TOTAL / ((performance.now() - started) / 1000))
  }
  return { windows, floors }
}

interface DialectFigures {
  cold: number
  single: number
  /** Each timed one-device window, mutations/s, in the order run. */
  windows: number[]
  /** The timed windows' batches, send to answer (ms). */
  roundTrips: number[]
  oneInstance: number
  twoInstances: number | null
  observations: [string, Observation][]
  /** The floor's windows, mutations/s, each timed just before the push's window of the same index. */
  floors: number[]
  statuses: Map<string, number>
}

async function measure(dialect: Dialect): Promise<DialectFigures> {
  if (process.env.BENCH_URL) {
    const statuses = new Map<string, number>()
    const lineIds = await lineIdsOf(process.env.BENCH_URL)
    const roundTrips: number[] = []
    const { windows } = await timedWindows(process.env.BENCH_URL, lineIds, statuses, roundTrips, null)
    return {
      cold: 0,
      single: percentile(windows, 50),
      windows,
      roundTrips,
      oneInstance: 0,
      twoInstances: null,
      observations: [],
      floors: [],
      statuses,
    }
  }
  const database = await benchDatabase(dialect)
  const start = (): Promise<AppProcess> =>
    startAppProcess(
      database.databaseUrl
        ? { databaseUrl: database.databaseUrl, env: { SEED: 'none' } }
        : { dataDir: database.dataDir, env: { SEED: 'none' } },
    )
  const processes: AppProcess[] = []
  let floor: Floor | null = null
  try {
    const a = await start()
    processes.push(a)
    const statuses = new Map<string, number>()
    const lineIds = await lineIdsOf(a.url)
    const warming = await signedInDevice(a.url, lineIds, WARMUP)
    const warmStart = performance.now()
    if (WARMUP > 0) await push(warming, statuses)
    const cold = WARMUP / ((performance.now() - warmStart) / 1000)
    floor = database.databaseUrl
      ? await pgFloor(database.databaseUrl, warming.userId, lineIds, BATCH)
      : await sqliteFloor(BATCH)
    const roundTrips: number[] = []
    const alone = await observe([a.child.pid!], database.databaseUrl, () =>
      timedWindows(a.url, lineIds, statuses, roundTrips, floor),
    )
    const { windows, floors } = alone.result
    const single = percentile(windows, 50)
    const one = await concurrent([a], database.databaseUrl, DEVICES, lineIds, statuses)
    const oneInstance = one.rate
    const observations: [string, Observation][] = [
      ['one device', alone.cpuOf(TOTAL * WINDOWS)],
      [`${DEVICES} devices, one instance`, one.observation],
    ]
    let twoInstances: number | null = null
    // Two processes on one SQLite file is not a supported set-up (one writer): PostgreSQL only.
    if (dialect === 'postgres') {
      const b = await start()
      processes.push(b)
      if (WARMUP > 0) await push(await signedInDevice(b.url, lineIds, WARMUP), statuses)
      const two = await concurrent([a, b], database.databaseUrl, DEVICES, lineIds, statuses)
      twoInstances = two.rate
      observations.push([`${DEVICES} devices, two instances`, two.observation])
    }
    return {
      cold,
      single,
      windows,
      roundTrips,
      oneInstance,
      twoInstances,
      observations,
      floors,
      statuses,
    }
  } finally {
    await floor?.close()
    await Promise.all(processes.map((p) => p.stop()))
    await database.drop()
  }
}

const dialects = benchDialects()
const figures = new Map<Dialect, DialectFigures>()
try {
  for (const dialect of dialects) figures.set(dialect, await measure(dialect))
} finally {
  stopBenchCluster()
}
/** The one-device figure over its floor: the median of each window's ratio to the floor's window just before it. */
const ratioOf = (d: Dialect) => {
  const { windows, floors } = figures.get(d)!
  return floors.length
    ? percentile(
        windows.map((w, i) => w / floors[i]!),
        50,
      )
    : Number.NaN
}
const floorOf = (d: Dialect) => (figures.get(d)!.floors.length ? percentile(figures.get(d)!.floors, 50) : null)
const col = (v: string) => v.padStart(12)
const rate = (v: number | null | undefined) => col(v == null ? '—' : `${Math.round(v)}/s`)
/** p50 / p95 / max of the batch round trips, ms: how even the timed windows were (this machine's spread, decision 171). */
const spread = (ms: number[]) =>
  ms.length ? [percentile(ms, 50), percentile(ms, 95), Math.max(...ms)].map((v) => v.toFixed(0)).join('/') : '—'
console.log(`sync-push: ${TOTAL} mixed mutations, batches of ${BATCH}, over HTTP to server processes`)
console.log(`  ${''.padEnd(52)}${dialects.map((d) => col(d)).join('')}`)
console.log(
  `  ${`one device, first ${WARMUP} after start (warm-up)`.padEnd(52)}${dialects.map((d) => rate(figures.get(d)!.cold)).join('')}`,
)
console.log(
  `  ${`one device, median of ${WINDOWS} windows (target >= 10000/s)`.padEnd(52)}${dialects.map((d) => rate(figures.get(d)!.single)).join('')}`,
)
for (const d of dialects)
  console.log(
    `  ${`  its windows on ${d}, mutations/s`.padEnd(52)}${figures
      .get(d)!
      .windows.map((w) => Math.round(w))
      .join(' ')}`,
  )
for (const d of dialects)
  console.log(`  ${`  the floor's window before each`.padEnd(52)}${figures.get(d)!.floors.map(Math.round).join(' ')}`)
console.log(
  `  ${'  their batches, send to answer, ms: p50/p95/max'.padEnd(52)}${dialects.map((d) => col(spread(figures.get(d)!.roundTrips))).join('')}`,
)
console.log(
  `  ${`${DEVICES} devices at once, one instance`.padEnd(52)}${dialects.map((d) => rate(figures.get(d)!.oneInstance)).join('')}`,
)
console.log(
  `  ${`${DEVICES} devices at once, two instances`.padEnd(52)}${dialects.map((d) => rate(figures.get(d)!.twoInstances)).join('')}`,
)
console.log(
  `  ${'two instances / one (target >= 1.5 on PostgreSQL)'.padEnd(52)}${dialects
    .map((d) => {
      const f = figures.get(d)!
      return col(f.twoInstances == null ? '—' : `${(f.twoInstances / f.oneInstance).toFixed(2)}x`)
    })
    .join('')}`,
)
console.log(
  `  ${'floor, median of its windows (see below)'.padEnd(52)}${dialects.map((d) => rate(floorOf(d))).join('')}`,
)
console.log(
  `  ${'one device / its floor, median of pairs (>= 0.3)'.padEnd(52)}${dialects.map((d) => col(ratioOf(d).toFixed(3))).join('')}`,
)
for (const d of dialects)
  console.log(`  outcomes on ${d}: ${[...figures.get(d)!.statuses].map(([k, v]) => `${k} ${v}`).join(', ')}`)
for (const d of dialects) {
  for (const [label, o] of figures.get(d)!.observations) console.log(`  ${label}, ${d}: ${describeObservation(o)}`)
}
console.log(
  `  floor on sqlite: the same rows by better-sqlite3 (WAL, synchronous normal, foreign keys on, as the server), prepared statements, one transaction per batch`,
)
if (figures.has('postgres'))
  console.log(`  floor on postgres: one audit row per mutation by plain pg, prepared once, one transaction per batch`)
console.log(
  `  machine load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`,
)
