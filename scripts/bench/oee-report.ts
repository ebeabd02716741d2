// Benchmark: GET /api/reports/oee on 2 years × 40 lines (issue 30). Fills a fresh database with the status
// history of support/reports-data.ts, explains 70 % of the stops, gives each line's product an ideal rate and
// counts per shift, analyzes it, starts the server in its own process and times the report for 30 days, 90 days,
// a year and two years, grouped by line, shift and product (p50 / p95 over BENCH_RUNS calls; target p95 <= 150
// ms), the first call after the seed, and the first call after a late count 40 days back (decisions 241, 242).
// After the bulk load the kept days and months are filled as the server's keeper does (keepOeeSums; its time is
// printed); BENCH_COLD=1 leaves them empty, so the first call sums two years itself (the cost before 242).
// SQLite and PostgreSQL (--db=sqlite|postgres|both). The machine's load average is printed beside the figures.
import { randomUUID } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { sql, type Insertable } from 'kysely'
import type { ProductionCountsTable } from '../../server/db/oee-tables'
import type { Db } from '../../server/db/connection'
import { startAppProcess } from '../../server/testing/app-process'
import { percentile } from './support/bench-app'
import { benchDatabase, benchDialects, stopBenchCluster, type Dialect } from './support/bench-db'
import { fillReportData } from './support/reports-data'
import { keepOeeSums } from '../../server/oee/oee-sums-keeper'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const HISTORY = Number(process.env.BENCH_HISTORY ?? 300_000)
const DAY = 86_400_000
const SHIFT = 8 * 3_600_000
const now = Date.now()
const ranges = [30, 90, 366, 730].map((days) => ({
  name: `${days} days`,
  start: new Date(now - days * DAY).toISOString(),
  end: new Date(now).toISOString(),
}))

async function fillOee(db: Db): Promise<void> {
  const reasons = await db.selectFrom('stop_reasons').select('id').execute()
  const lines = await db.selectFrom('production_lines').select(['id', 'product_id']).execute()
  const stops = await db
    .selectFrom('line_status_history')
    .select(['line_id', 'at', 'at_ms'])
    .where('status', '!=', 'running')
    .execute()
  let i = 0
  const parts = stops
    .filter(() => i++ % 10 < 7)
    .map((s, n) => ({
      id: randomUUID(),
      line_id: s.line_id,
      from_at: s.at,
      from_ms: Number(s.at_ms),
      reason_id: reasons[n % reasons.length]!.id,
      explained_by: null,
      explained_by_name: 'bench',
      explained_at: s.at,
    }))
  for (let k = 0; k < parts.length; k += 1000)
    await db
      .insertInto('stop_parts')
      .values(parts.slice(k, k + 1000))
      .execute()
  const rates = lines.filter((l) => l.product_id !== null)
  for (const l of rates)
    await db
      .insertInto('product_line_rates')
      .values({
        product_id: l.product_id!,
        line_id: l.id,
        ideal_rate_per_min: 40,
        updated_at: new Date(now).toISOString(),
      })
      .execute()
  let batch: Insertable<ProductionCountsTable>[] = []
  for (const l of lines)
    for (let t = now - 730 * DAY; t < now; t += SHIFT) {
      const at = t + SHIFT - 60_000
      batch.push({
        id: `${l.id}-${at}`,
        line_id: l.id,
        at: new Date(at).toISOString(),
        at_ms: at,
        good: 14_000,
        rejected: 300,
        product_id: l.product_id,
        device_key_id: null,
        user_id: null,
        recorded_at: new Date(at).toISOString(),
      })
      if (batch.length === 1000) {
        await db.insertInto('production_counts').values(batch).execute()
        batch = []
      }
    }
  if (batch.length) await db.insertInto('production_counts').values(batch).execute()
}

const GROUPINGS = ['line', 'shift', 'product'] as const
/** p50, p95 of the warm calls, the first call (it sums what is not kept yet), the 1-minute load average. */
type Figures = [p50: number, p95: number, first: number, load: number]

interface Measured {
  timings: Map<string, Figures>
  /** The first two-year call after a late count, and the load then. */
  afterWrite: [ms: number, load: number]
  /** Filling the kept days and months after the load (null with BENCH_COLD=1), and the load then. */
  keep: [ms: number, load: number] | null
}

const COLD = process.env.BENCH_COLD === '1'

async function measure(dialect: Dialect): Promise<Measured> {
  let keep: Measured['keep'] = null
  const database = await benchDatabase(dialect, {
    clock: { now: () => new Date(now) },
    fill: async (db) => {
      await fillReportData(db, { nowMs: now, days: 730, tickets: 1000, historyRows: HISTORY })
      await fillOee(db)
      await sql`analyze`.execute(db)
      if (!COLD) {
        const t = performance.now()
        await keepOeeSums(db, now)
        keep = [performance.now() - t, loadavg()[0]!]
        await sql`analyze`.execute(db)
      }
    },
  })
  const server = await startAppProcess(
    database.databaseUrl
      ? { databaseUrl: database.databaseUrl, env: { SEED: 'none' } }
      : { dataDir: database.dataDir, env: { SEED: 'none' } },
  )
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
    })
    const { token } = (await login.json()) as { token: string }
    const headers = { Authorization: `Bearer ${token}` }
    const call = async (range: (typeof ranges)[number], groupBy: string) => {
      const url = `${server.url}/api/reports/oee?start=${range.start}&end=${range.end}&groupBy=${groupBy}`
      const t = performance.now()
      const res = await fetch(url, { headers })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`${dialect} ${url}: ${res.status}`)
      return performance.now() - t
    }
    const timings = new Map<string, Figures>()
    // Largest range first: its first call is a cold start (nothing kept); the smaller ranges then read kept days
    // and months and sum only their cut edges and the current day.
    for (const range of [...ranges].reverse())
      for (const groupBy of GROUPINGS) {
        const times: number[] = []
        let first = 0
        for (let i = 0; i < RUNS + 2; i++) {
          const ms = await call(range, groupBy)
          if (i === 0) first = ms
          if (i >= 2) times.push(ms)
        }
        timings.set(`${range.name} ${groupBy}`, [percentile(times, 50), percentile(times, 95), first, loadavg()[0]!])
      }
    // A counter's late count 40 days back drops the kept days from then on (and that month): the next call sums
    // them again.
    const key = await fetch(`${server.url}/api/device-keys`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'bench', lineIds: [1] }),
    })
    const count = await fetch(`${server.url}/api/lines/1/counts`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${((await key.json()) as { key: string }).key}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ id: randomUUID(), at: new Date(now - 40 * DAY).toISOString(), good: 100, rejected: 5 }),
    })
    if (count.status !== 201) throw new Error(`${dialect} late count: ${count.status}`)
    const afterWrite: [number, number] = [await call(ranges[ranges.length - 1]!, 'line'), loadavg()[0]!]
    return { timings, afterWrite, keep }
  } finally {
    await server.stop()
    await database.drop()
  }
}

const dialects = benchDialects()
const figures = new Map<Dialect, Measured>()
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()
console.log(`before: ${uptime()}`)
try {
  for (const dialect of dialects) figures.set(dialect, await measure(dialect))
} finally {
  stopBenchCluster()
}
console.log(`after:  ${uptime()}`)
console.log(
  `oee report: ${HISTORY.toLocaleString('en')} status periods and per-shift counts over 730 days, 40 lines; p50 / p95 over ${RUNS} calls (target p95 <= 150 ms), the first call (two years, line: ${COLD ? 'nothing kept yet' : 'after the keeper filled the sums'}; the others: two years kept), load = 1-minute load average when measured`,
)
for (const range of ranges)
  for (const groupBy of GROUPINGS)
    console.log(
      `  ${`${range.name} ${groupBy}`.padEnd(18)}${dialects
        .map((d) => {
          const [p50, p95, first, load] = figures.get(d)!.timings.get(`${range.name} ${groupBy}`)!
          return `${d}: ${p50.toFixed(0)} / ${p95.toFixed(0)} ms${p95 > 150 ? ' OVER' : ''}, first ${first.toFixed(0)} ms, load ${load.toFixed(1)}`.padStart(
            62,
          )
        })
        .join('')}`,
    )
for (const d of dialects) {
  const keep = figures.get(d)!.keep
  if (keep)
    console.log(
      `  ${d}: keeping two years of days and months after the load: ${keep[0].toFixed(0)} ms, load ${keep[1].toFixed(1)}`,
    )
  const [ms, load] = figures.get(d)!.afterWrite
  console.log(
    `  ${d}: first two-year call after a late count 40 days back: ${ms.toFixed(0)} ms, load ${load.toFixed(1)}`,
  )
}
