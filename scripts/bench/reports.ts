// Benchmark: reports on years of data (issues 8 and 14). Fills a fresh database with 100,000 tickets and
// 1,000,000 line-status periods over 2 years across the 40 demo lines, starts the server in its own process,
// then times each report endpoint for a 90-day and a 2-year range (p95 over BENCH_RUNS calls; target ≤ 150 ms)
// and streams the tickets CSV of the 2 years (target ≥ 50,000 rows/s with the server's memory growing
// < 50 MB, read from /proc/<pid>/status while it streams). On SQLite and PostgreSQL, printed side by side
// (--db=sqlite|postgres|both, TEST_DB=postgres, DATABASE_URL; see support/bench-db.ts).
import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { dialectOf } from '../../server/db/dialect'
import os from 'node:os'
import { startAppProcess } from '../../server/testing/app-process'
import { fillReportData } from './support/reports-data'
import { percentile } from './support/bench-app'
import { benchDatabase, benchDialects, stopBenchCluster, type Dialect } from './support/bench-db'

const RUNS = Number(process.env.BENCH_RUNS ?? 20)
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000)
const HISTORY = Number(process.env.BENCH_HISTORY ?? 1_000_000)
const DAY = 86_400_000
const now = Date.now()
const ALL_ENDPOINTS = ['tickets', 'line-failures', 'uptime'] as const
// BENCH_ENDPOINTS=tickets,uptime times only those (the CSV export is always streamed).
const ENDPOINTS = ALL_ENDPOINTS.filter(
  (e) => !process.env.BENCH_ENDPOINTS || process.env.BENCH_ENDPOINTS.split(',').includes(e),
)
const ranges = [
  { name: '90 days', start: new Date(now - 90 * DAY).toISOString(), end: new Date(now).toISOString() },
  { name: '2 years', start: new Date(now - 730 * DAY).toISOString(), end: new Date(now).toISOString() },
]

interface Figures {
  fillSeconds: number
  /** `${endpoint} ${range}` → [p50, p95] */
  timings: Map<string, [number, number]>
  csv: { rowsPerSecond: number; seconds: number; mb: number; growthMb: number }
}

async function measure(dialect: Dialect): Promise<Figures> {
  const t0 = performance.now()
  // BENCH_REUSE_SQLITE=<data folder> / BENCH_REUSE_PG=<database URL>: time a database a BENCH_KEEP_DB=1 run kept
  // (filled relative to that run's now) instead of filling a new one; it is left in place.
  const reuse = dialect === 'sqlite' ? process.env.BENCH_REUSE_SQLITE : process.env.BENCH_REUSE_PG
  const database = reuse
    ? {
        dialect,
        databaseUrl: dialect === 'postgres' ? reuse : null,
        dataDir: dialect === 'sqlite' ? reuse : os.tmpdir(),
        drop: async () => {},
      }
    : await benchDatabase(dialect, {
        clock: { now: () => new Date(now) },
        fill: async (db) => {
          await fillReportData(db, { nowMs: now, days: 730, tickets: TICKETS, historyRows: HISTORY })
          // After a bulk load the planner's statistics are those of an empty table until autovacuum comes by:
          // PostgreSQL plans the reports on real figures only once the tables are analysed (docs/decisions/211).
          if (dialectOf(db) === 'postgres') await sql`analyze`.execute(db)
        },
      })
  const fillSeconds = (performance.now() - t0) / 1000
  const server = await startAppProcess(
    database.databaseUrl
      ? { databaseUrl: database.databaseUrl, env: { SEED: 'none' } }
      : { dataDir: database.dataDir, env: { SEED: 'none' } },
  )
  const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
    })
    const { token } = (await login.json()) as { token: string }
    const headers = { Authorization: `Bearer ${token}` }
    const timings = new Map<string, [number, number]>()
    const time = async (key: string, url: string) => {
      const times: number[] = []
      for (let i = 0; i < RUNS + 2; i++) {
        const t = performance.now()
        const res = await fetch(url, { headers })
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`${dialect} ${url}: ${res.status}`)
        if (i >= 2) times.push(performance.now() - t)
      }
      timings.set(key, [percentile(times, 50), percentile(times, 95)])
    }
    // The floor: the same server answering a report over an empty hour (sign-in check, the lines, no rows), so a
    // reader can tell a slow report from a busy machine.
    const empty = {
      start: new Date(now - 1000 * DAY).toISOString(),
      end: new Date(now - 1000 * DAY + 3_600_000).toISOString(),
    }
    await time('floor', `${server.url}/api/reports/line-failures?start=${empty.start}&end=${empty.end}`)
    for (const endpoint of ENDPOINTS) {
      for (const range of ranges)
        await time(
          `${endpoint} ${range.name}`,
          `${server.url}/api/reports/${endpoint}?start=${range.start}&end=${range.end}`,
        )
    }
    const before = rssMb()
    let peak = before
    const poll = setInterval(() => (peak = Math.max(peak, rssMb())), 25)
    const t = performance.now()
    const res = await fetch(
      `${server.url}/api/exports/tickets.csv?startDate=${ranges[1]!.start}&endDate=${ranges[1]!.end}`,
      { headers },
    )
    let bytes = 0
    const reader = res.body!.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.length
    }
    const seconds = (performance.now() - t) / 1000
    clearInterval(poll)
    // Rows = the tickets made (a few descriptions hold a newline inside quotes).
    return {
      fillSeconds,
      timings,
      csv: { rowsPerSecond: TICKETS / seconds, seconds, mb: bytes / 1e6, growthMb: peak - before },
    }
  } finally {
    await server.stop()
    // BENCH_KEEP_DB=1 keeps the filled database (its URL printed) to look at the plans with EXPLAIN ANALYZE.
    if (process.env.BENCH_KEEP_DB === '1')
      console.log(`kept ${dialect} database: ${database.databaseUrl ?? database.dataDir}`)
    else await database.drop()
  }
}

const dialects = benchDialects()
const figures = new Map<Dialect, Figures>()
try {
  for (const dialect of dialects) figures.set(dialect, await measure(dialect))
} finally {
  stopBenchCluster()
}
const col = (v: string) => v.padStart(22)
const row = (label: string, value: (f: Figures) => string) =>
  console.log(`  ${label.padEnd(36)}${dialects.map((d) => col(value(figures.get(d)!))).join('')}`)
console.log(
  `reports: ${TICKETS.toLocaleString('en')} tickets, ${HISTORY.toLocaleString('en')} status periods over 730 days, 40 lines; p50 / p95 over ${RUNS} calls (target p95 <= 150 ms)`,
)
console.log(`  ${''.padEnd(36)}${dialects.map((d) => col(d)).join('')}`)
row('data made in', (f) => `${f.fillSeconds.toFixed(0)} s`)
for (const endpoint of ENDPOINTS) {
  for (const range of ranges) {
    row(`/api/reports/${endpoint} ${range.name}`, (f) => {
      const [p50, p95] = f.timings.get(`${endpoint} ${range.name}`)!
      return `${p50.toFixed(0)} / ${p95.toFixed(0)} ms${p95 > 150 ? ' OVER' : ''}`
    })
  }
}
const worst = (f: Figures) => Math.max(...[...f.timings].filter(([k]) => k !== 'floor').map(([, [, p95]]) => p95))
row('worst p95', (f) => `${worst(f).toFixed(0)} ms`)
row('floor: an empty hour, p50 / p95', (f) => {
  const [p50, p95] = f.timings.get('floor')!
  return `${p50.toFixed(0)} / ${p95.toFixed(0)} ms`
})
row('worst p95 / floor p95', (f) => `${(worst(f) / f.timings.get('floor')![1]).toFixed(1)}x`)
row('tickets CSV, 2 years (>= 50,000/s)', (f) => `${Math.round(f.csv.rowsPerSecond).toLocaleString('en')} rows/s`)
row('  size, time', (f) => `${f.csv.mb.toFixed(1)} MB, ${f.csv.seconds.toFixed(2)} s`)
row('  server memory growth (< 50 MB)', (f) => `${f.csv.growthMb.toFixed(1)} MB`)
console.log(
  `  machine load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} CPUs`,
)
