// Benchmark: GET /api/reports/oee on 2 years × 40 lines (issue 30). Fills a fresh database with the status
// history of support/reports-data.ts, explains 70 % of the stops, gives each line's product an ideal rate and
// counts per shift, starts the server in its own process and times the report for 30 days, 90 days and a year
// (p50 / p95 over BENCH_RUNS calls; target p95 <= 150 ms). SQLite and PostgreSQL (--db=sqlite|postgres|both).
import { randomUUID } from 'node:crypto'
import { sql, type Insertable } from 'kysely'
import type { ProductionCountsTable } from '../../server/db/oee-tables'
import type { Db } from '../../server/db/connection'
import { dialectOf } from '../../server/db/dialect'
import { startAppProcess } from '../../server/testing/app-process'
import { percentile } from './support/bench-app'
import { benchDatabase, benchDialects, stopBenchCluster, type Dialect } from './support/bench-db'
import { fillReportData } from './support/reports-data'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const HISTORY = Number(process.env.BENCH_HISTORY ?? 300_000)
const DAY = 86_400_000
const SHIFT = 8 * 3_600_000
const now = Date.now()
const ranges = [30, 90, 366].map((days) => ({
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

/** p50, p95 of the warm calls, and the first call (it sums what is not kept yet, decision 230). */
type Figures = [p50: number, p95: number, first: number]

async function measure(dialect: Dialect): Promise<Map<string, Figures>> {
  const database = await benchDatabase(dialect, {
    clock: { now: () => new Date(now) },
    fill: async (db) => {
      await fillReportData(db, { nowMs: now, days: 730, tickets: 1000, historyRows: HISTORY })
      await fillOee(db)
      if (dialectOf(db) === 'postgres') await sql`analyze`.execute(db)
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
    const timings = new Map<string, Figures>()
    // Largest range first: its first call is a cold start (nothing kept); the smaller ranges then read kept sums
    // and sum only their cut edges and the current shift.
    for (const range of [...ranges].reverse()) {
      const url = `${server.url}/api/reports/oee?start=${range.start}&end=${range.end}&groupBy=line`
      const times: number[] = []
      let first = 0
      for (let i = 0; i < RUNS + 2; i++) {
        const t = performance.now()
        const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${dialect} ${url}: ${res.status}`)
        if (i === 0) first = performance.now() - t
        if (i >= 2) times.push(performance.now() - t)
      }
      timings.set(range.name, [percentile(times, 50), percentile(times, 95), first])
    }
    return timings
  } finally {
    await server.stop()
    await database.drop()
  }
}

const dialects = benchDialects()
const figures = new Map<Dialect, Map<string, Figures>>()
try {
  for (const dialect of dialects) figures.set(dialect, await measure(dialect))
} finally {
  stopBenchCluster()
}
console.log(
  `oee report: ${HISTORY.toLocaleString('en')} status periods and per-shift counts over 730 days, 40 lines; p50 / p95 over ${RUNS} calls (target p95 <= 150 ms), then the first call (the year's sums nothing kept yet, the others with the year kept)`,
)
for (const range of ranges)
  console.log(
    `  /api/reports/oee ${range.name.padEnd(10)}${dialects
      .map((d) => {
        const [p50, p95, first] = figures.get(d)!.get(range.name)!
        return `${d}: ${p50.toFixed(0)} / ${p95.toFixed(0)} ms${p95 > 150 ? ' OVER' : ''}, first ${first.toFixed(0)} ms`.padStart(
          48,
        )
      })
      .join('')}`,
  )
