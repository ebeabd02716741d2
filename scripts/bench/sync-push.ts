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
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import os from 'node:os'
import { startAppProcess, type AppProcess } from '../../server/testing/app-process'
import { percentile } from './support/bench-app'
import { benchDatabase, benchDialects, stopBenchCluster, type Dialect } from './support/bench-db'
import { describeObservation, observe, type Observation } from './support/push-observer'
import { floor, outboxOf, pgFloor, type Mutation } from './support/push-workload'

const TOTAL = Number(process.env.BENCH_MUTATIONS ?? 2000)
/** Pushed first and timed apart: the first pushes after a start pay for the JIT and cold caches. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000)
const BATCH = 100
const DEVICES = Number(process.env.BENCH_DEVICES ?? 8)
/**
 * Timed one-device windows after the warm-up, each a new device with its own 2,000. One window lasts about 0.2 s
 * on SQLite, so a single one measures the minute as much as the push (decision 172); the figure is their median.
 */
const WINDOWS = Math.max(1, Number(process.env.BENCH_WINDOWS ?? 5))

async function login(url: string, as?: 'admin'): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: as ?? process.env.BENCH_USER ?? 'engineer',
      password: as ? 'demo1234' : (process.env.BENCH_PASSWORD ?? 'demo1234'),
    }),
  })
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`)
  const { token, user } = (await res.json()) as { token: string; user: { id: number } }
  return { token, userId: user.id }
}

interface Device {
  url: string
  token: string
  userId: number
  /** The device's outbox: its mutations, already made, sent in order in batches of BATCH. */
  outbox: Mutation[][]
  /** Its one connection, kept alive across its batches. */
  agent: http.Agent
}

/** A signed-in device holding `total` mutations (sign-in and the outbox are made before any timing). */
async function signedInDevice(url: string, lineIds: number[], total: number): Promise<Device> {
  const { token, userId } = await login(url)
  const outbox = outboxOf(token, userId, lineIds, total, BATCH)
  return { url, token, userId, outbox, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) }
}

/**
 * One POST on the device's own keep-alive connection. The device is played by node:http: undici's fetch spent
 * about 1 ms of the benchmark's own CPU per batch, between one answer and the next request, which a browser's
 * native fetch does not (decision 170). BENCH_CLIENT=fetch measures with fetch instead.
 */
function postJson(device: Device, path: string, body: string): Promise<{ status: number; text: string }> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${device.token}` }
  if (process.env.BENCH_CLIENT === 'fetch') {
    return fetch(`${device.url}${path}`, { method: 'POST', headers, body }).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }))
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${device.url}${path}`,
      { method: 'POST', agent: device.agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * One device pushing its outbox under a new client id, each batch waiting for the answer (as the client's outbox
 * does). `roundTrips` collects each batch's time from send to answer, in ms.
 */
async function push(device: Device, statuses: Map<string, number>, roundTrips?: number[]): Promise<void> {
  const clientId = randomUUID()
  try {
    for (const mutations of device.outbox) {
      const sent = performance.now()
      const res = await postJson(device, '/api/sync/push', JSON.stringify({ clientId, mutations }))
      roundTrips?.push(performance.now() - sent)
      if (res.status !== 200) throw new Error(`push: ${res.status} ${res.text}`)
      for (const r of (JSON.parse(res.text) as { results: { status: string }[] }).results)
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
    }
  } finally {
    device.agent.destroy()
  }
}

/**
 * The plant's lines, each with its hygiene hold switched off (by an admin, over the API): the floor writes the
 * status and ticket rows alone, and with holds on the mix's ticket.close holds its line, so every later status
 * press on it is refused and re-run in a savepoint — a workload no device sends (docs/decisions/213).
 */
async function lineIdsOf(url: string): Promise<number[]> {
  const { token } = await login(url, 'admin')
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const lines = (await (await fetch(`${url}/api/production-lines`, { headers })).json()) as { id: number }[]
  for (const { id } of lines) {
    const res = await fetch(`${url}/api/hygiene/lines/${id}/settings`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ holdEnabled: false }),
    })
    if (!res.ok) throw new Error(`hold off for line ${id}: ${res.status} ${await res.text()}`)
  }
  return lines.map((l) => l.id)
}

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

/** WINDOWS timed pushes of TOTAL, each from a new device signed in before its clock starts: mutations/s each. */
async function timedWindows(
  url: string,
  lineIds: number[],
  statuses: Map<string, number>,
  roundTrips: number[],
): Promise<{ windows: number[]; engineerId: number }> {
  const windows: number[] = []
  let engineerId = 0
  for (let w = 0; w < WINDOWS; w++) {
    const device = await signedInDevice(url, lineIds, TOTAL)
    const started = performance.now()
    await push(device, statuses, roundTrips)
    windows.push(TOTAL / ((performance.now() - started) / 1000))
    engineerId = device.userId
  }
  return { windows, engineerId }
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
  /** This dialect's floor, mutations/s (PostgreSQL's measured on the bench database; SQLite's below). */
  floor: number | null
  statuses: Map<string, number>
  engineerId: number
  lineIds: number[]
}

async function measure(dialect: Dialect): Promise<DialectFigures> {
  if (process.env.BENCH_URL) {
    const statuses = new Map<string, number>()
    const lineIds = await lineIdsOf(process.env.BENCH_URL)
    const roundTrips: number[] = []
    const { windows, engineerId } = await timedWindows(process.env.BENCH_URL, lineIds, statuses, roundTrips)
    return {
      cold: 0,
      single: percentile(windows, 50),
      windows,
      roundTrips,
      oneInstance: 0,
      twoInstances: null,
      observations: [],
      floor: null,
      statuses,
      engineerId,
      lineIds,
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
  try {
    const a = await start()
    processes.push(a)
    const statuses = new Map<string, number>()
    const lineIds = await lineIdsOf(a.url)
    const warming = await signedInDevice(a.url, lineIds, WARMUP)
    const warmStart = performance.now()
    if (WARMUP > 0) await push(warming, statuses)
    const cold = WARMUP / ((performance.now() - warmStart) / 1000)
    const roundTrips: number[] = []
    const alone = await observe([a.child.pid!], database.databaseUrl, () =>
      timedWindows(a.url, lineIds, statuses, roundTrips),
    )
    const { windows, engineerId } = alone.result
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
    await Promise.all(processes.splice(0).map((p) => p.stop()))
    const floorRate = database.databaseUrl
      ? await pgFloor(database.databaseUrl, engineerId, lineIds, TOTAL, BATCH)
      : null
    return {
      cold,
      single,
      windows,
      roundTrips,
      oneInstance,
      twoInstances,
      observations,
      floor: floorRate,
      statuses,
      engineerId,
      lineIds,
    }
  } finally {
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
const any = [...figures.values()][0]!
const base = await floor(any.engineerId, any.lineIds, TOTAL, BATCH)
const floorOf = (d: Dialect) => (d === 'sqlite' ? base : (figures.get(d)!.floor ?? Number.NaN))
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
console.log(`  ${'floor, mutations/s (see below)'.padEnd(52)}${dialects.map((d) => rate(floorOf(d))).join('')}`)
console.log(
  `  ${'one device / its floor (target >= 0.3)'.padEnd(52)}${dialects.map((d) => col((figures.get(d)!.single / floorOf(d)).toFixed(3))).join('')}`,
)
for (const d of dialects)
  console.log(`  outcomes on ${d}: ${[...figures.get(d)!.statuses].map(([k, v]) => `${k} ${v}`).join(', ')}`)
for (const d of dialects) {
  for (const [label, o] of figures.get(d)!.observations) console.log(`  ${label}, ${d}: ${describeObservation(o)}`)
}
console.log(`  floor on sqlite: the same rows by better-sqlite3, prepared statements, one transaction per batch`)
if (figures.has('postgres'))
  console.log(`  floor on postgres: one audit row per mutation by plain pg, prepared once, one transaction per batch`)
console.log(
  `  machine load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`,
)
