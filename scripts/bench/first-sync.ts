// Benchmark (issue 16.6): a first sync of a big plant — 50,000 open tickets and 10,000 machines (BENCH_TICKETS,
// BENCH_MACHINES) — from a server process. Prints the time to fetch every snapshot page over HTTP, the time
// of a full first sync by the real sync engine into IndexedDB (fake-indexeddb in Node), page count, the
// largest answer and the server's peak memory (VmHWM).
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import type { User } from '../../shared/types'
import { prepareDatabase } from '../../server/bootstrap'
import { systemClock } from '../../server/context'
import { ServerProcess } from '../soak/server-process'

const TICKETS = Number(process.env.BENCH_TICKETS ?? 50_000)
const MACHINES = Number(process.env.BENCH_MACHINES ?? 10_000)

const memory = new Map<string, string>()
;(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
}

function peakKb(pid: number | undefined): number {
  if (!pid) return 0
  const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) : 0
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-first-sync-'))
const server = new ServerProcess(dataDir, 4500 + Math.floor(Math.random() * 100))
try {
  const kysely = await prepareDatabase(dataDir, 'demo', systemClock, 0)
  await kysely.destroy()
  const db = new SQLite(path.join(dataDir, 'lineside.sqlite'))
  const now = new Date().toISOString()
  const ticket = db.prepare(
    "insert into tickets (id, ticket_number, ticket_type, line_id, line_name, category, priority, description, status, created_at, updated_at, follow_up_required) values (?, ?, 'engineering', 1, 'Unit B - Line 1', 'mechanical', 'medium', ?, 'open', ?, ?, 0)",
  )
  const machine = db.prepare(
    "insert into machines (id, line_id, name, type, is_active, status, created_at, updated_at) values (?, ?, ?, 'mixer', 1, 'operational', ?, ?)",
  )
  db.transaction(() => {
    for (let i = 0; i < TICKETS; i++)
      ticket.run(randomUUID(), 500_000 + i, `Conveyor belt slipping near the infeed, checked tension (${i})`, now, now)
    for (let i = 0; i < MACHINES; i++) machine.run(randomUUID(), 1 + (i % 12), `Machine ${i}`, now, now)
  })()
  db.close()
  await server.start()
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'engineer', password: 'demo1234' }),
  })
  const { token, user } = (await login.json()) as { token: string; user: User }

  // 1. Every page over HTTP, as the device fetches them.
  let page: string | null = null
  let pages = 0
  let largest = 0
  const t0 = performance.now()
  do {
    const res: Response = await fetch(`${server.url}/api/sync/pull${page ? `?page=${page}` : ''}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const text = await res.text()
    largest = Math.max(largest, text.length)
    page = (JSON.parse(text) as { next: string | null }).next
    pages++
  } while (page)
  const httpMs = performance.now() - t0

  // 2. The real engine: staged pages, applied at once.
  const { writeSession } = await import('../../client/lib/session-store')
  const { LinesideDb } = await import('../../client/data/db')
  const { SyncEngine } = await import('../../client/sync/sync-engine')
  writeSession(token, user)
  const cache = new LinesideDb(`bench-${randomUUID()}`)
  const engine = new SyncEngine({
    db: cache,
    fetch: (input, init) => fetch(`${server.url}${input}`, init),
    useLeaderLock: false,
    useEvents: false,
    pollMs: 3600_000,
  })
  const t1 = performance.now()
  await engine.drain()
  const engineMs = performance.now() - t1
  const cached = { tickets: await cache.tickets.count(), machines: await cache.machines.count() }
  engine.stop()

  console.log(`first-sync: ${TICKETS} open tickets + ${MACHINES} machines (plus the demo plant)`)
  console.log(`  snapshot pages: ${pages}, largest answer ${(largest / 1024 / 1024).toFixed(2)} MB (bound 4 MB)`)
  console.log(`  all pages over HTTP: ${(httpMs / 1000).toFixed(1)} s`)
  console.log(
    `  sync engine first sync into IndexedDB (fake-indexeddb): ${(engineMs / 1000).toFixed(1)} s — cached ${cached.tickets} tickets, ${cached.machines} machines`,
  )
  console.log(`  server peak memory (VmHWM): ${(peakKb(server.pid) / 1024).toFixed(0)} MB`)
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
