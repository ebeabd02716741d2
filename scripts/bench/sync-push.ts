// Benchmark (issue 13.3): 2,000 mixed mutations pushed from one device in batches of 100 to a server process
// over HTTP, against the floor: the same rows written by a plain better-sqlite3 script with prepared statements,
// one transaction per batch. Prints both rates and their ratio. BENCH_URL points at another server instead.
// Both sides first run BENCH_WARMUP mutations (default 2,000, from the same device) that are timed apart: the
// first pushes after a start pay for the JIT and cold caches, which a server running a shift has long paid.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { prepareDatabase } from '../../server/bootstrap'
import { systemClock } from '../../server/context'
import { startServer } from './support/bench-app'

const TOTAL = Number(process.env.BENCH_MUTATIONS ?? 2000)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000)
const BATCH = 100

interface Mutation {
  mutationId: number
  name: string
  args: Record<string, unknown>
  createdAt: string
  authToken?: string
}

/** A floor engineer's day: line status changes, a new ticket, then assign, accept, a note, start and close. */
function* mix(token: string, engineerId: number, lineIds: number[]): Generator<Mutation> {
  let id = 0
  const at = () => new Date().toISOString()
  for (;;) {
    const lineId = lineIds[id % lineIds.length]!
    yield { mutationId: ++id, name: 'line.setStatus', args: { lineId, status: id % 3 === 0 ? 'stopped' : 'running', baseVersion: 0 }, createdAt: at(), authToken: token }
    const ticketId = randomUUID()
    yield { mutationId: ++id, name: 'ticket.create', args: { id: ticketId, lineId, lineName: `Line ${lineId}`, category: 'mechanical', priority: 'medium', description: `Bench ticket ${id}` }, createdAt: at(), authToken: token }
    yield { mutationId: ++id, name: 'ticket.assign', args: { ticketId, engineerId }, createdAt: at(), authToken: token }
    yield { mutationId: ++id, name: 'ticket.accept', args: { ticketId }, createdAt: at(), authToken: token }
    yield { mutationId: ++id, name: 'ticket.addNote', args: { ticketId, noteId: randomUUID(), notes: 'Checked the drive belt' }, createdAt: at(), authToken: token }
    yield { mutationId: ++id, name: 'ticket.start', args: { ticketId }, createdAt: at(), authToken: token }
    yield { mutationId: ++id, name: 'ticket.close', args: { ticketId, resolutionSummary: 'Belt replaced', timeSpent: 30 }, createdAt: at(), authToken: token }
  }
}

/** The warm-up batches, then the measured ones: one device, ids running on. */
function batches(token: string, engineerId: number, lineIds: number[]): { warmup: Mutation[][]; measured: Mutation[][] } {
  const source = mix(token, engineerId, lineIds)
  const take = (n: number) => Array.from({ length: Math.ceil(n / BATCH) }, () => Array.from({ length: BATCH }, () => source.next().value))
  return { warmup: take(WARMUP), measured: take(TOTAL) }
}

interface Rates {
  cold: number
  rate: number
}

async function viaServer(): Promise<Rates & { statuses: Map<string, number>; engineerId: number; lineIds: number[] }> {
  const target = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => {} } : await startServer(3900 + Math.floor(Math.random() * 90))
  try {
    const login = await fetch(`${target.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: process.env.BENCH_USER ?? 'engineer', password: process.env.BENCH_PASSWORD ?? 'demo1234' }) })
    const { token, user } = (await login.json()) as { token: string; user: { id: number } }
    const lines = (await (await fetch(`${target.url}/api/production-lines`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { id: number }[]
    const lineIds = lines.map((l) => l.id)
    const work = batches(token, user.id, lineIds)
    const clientId = randomUUID()
    const statuses = new Map<string, number>()
    const send = async (round: Mutation[][]): Promise<number> => {
      const started = performance.now()
      for (const mutations of round) {
        const res = await fetch(`${target.url}/api/sync/push`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ clientId, mutations }) })
        if (!res.ok) throw new Error(`push: ${res.status} ${await res.text()}`)
        for (const r of ((await res.json()) as { results: { status: string }[] }).results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
      }
      return (round.length * BATCH) / ((performance.now() - started) / 1000)
    }
    const cold = await send(work.warmup)
    return { cold, rate: await send(work.measured), statuses, engineerId: user.id, lineIds }
  } finally {
    await target.stop()
  }
}

/** The floor: the rows the server writes for the same mutations, with statements prepared once. */
async function floor(engineerId: number, lineIds: number[]): Promise<Rates> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-floor-'))
  try {
    const kysely = await prepareDatabase(dataDir, 'demo', systemClock, 0)
    await kysely.destroy()
    const db = new SQLite(path.join(dataDir, 'lineside.sqlite'))
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
    const s = {
      line: db.prepare('update production_lines set status = ?, issue = ?, version = version + 1, status_since = ?, status_changed_by = ?, last_update = ?, last_check = ? where id = ?'),
      history: db.prepare('insert into line_status_history (line_id, status, issue, changed_by, changed_by_name, at, recorded_at, superseded) values (?, ?, ?, ?, ?, ?, ?, 0)'),
      ticket: db.prepare("insert into tickets (id, ticket_number, ticket_type, line_id, line_name, category, priority, description, status, reported_by, created_at, updated_at, follow_up_required) values (?, ?, 'engineering', ?, ?, 'mechanical', 'medium', ?, 'open', ?, ?, ?, 0)"),
      update: db.prepare('update tickets set status = ?, engineer_status = ?, updated_at = ? where id = ?'),
      note: db.prepare("insert into ticket_notes (id, ticket_id, author_id, kind, text, created_at) values (?, ?, ?, 'note', ?, ?)"),
      change: db.prepare("insert into change_log (entity, entity_id, op, changed_at) values (?, ?, 'upsert', ?)"),
      audit: db.prepare('insert into audit_log (user_id, action, resource_type, resource_id, timestamp, details) values (?, ?, ?, ?, ?, ?)'),
      outcome: db.prepare("insert into sync_outcomes (client_id, mutation_id, name, status, code, reason, created_at) values (?, ?, ?, 'applied', null, null, ?)"),
      client: db.prepare('insert into sync_clients (client_id, last_mutation_id, user_id, owner_user_id, updated_at) values (?, ?, ?, ?, ?) on conflict (client_id) do update set last_mutation_id = excluded.last_mutation_id'),
    }
    const clientId = randomUUID()
    let number = 1_000_000
    const work = batches('', engineerId, lineIds)
    const apply = db.transaction((mutations: Mutation[]) => {
      const now = new Date().toISOString()
      for (const m of mutations) {
        const a = m.args as Record<string, string & number>
        const ticketId = a.ticketId ?? a.id
        switch (m.name) {
          case 'line.setStatus':
            s.line.run(a.status, null, now, 'Bench', now, now, a.lineId)
            s.history.run(a.lineId, a.status, null, engineerId, 'Bench', m.createdAt, now)
            s.change.run('lines', String(a.lineId), now)
            break
          case 'ticket.create':
            s.ticket.run(ticketId, number++, a.lineId, a.lineName, a.description, engineerId, now, now)
            s.change.run('tickets', ticketId, now)
            break
          case 'ticket.addNote':
            s.note.run(a.noteId, ticketId, engineerId, a.notes, now)
            s.update.run('in_progress', 'accepted', now, ticketId)
            s.change.run('tickets', ticketId, now)
            break
          default:
            s.update.run('assigned', 'accepted', now, ticketId)
            s.change.run('tickets', ticketId, now)
        }
        s.audit.run(engineerId, m.name, 'ticket', ticketId ?? String(a.lineId), now, JSON.stringify(a))
        s.outcome.run(clientId, m.mutationId, m.name, now)
      }
      s.client.run(clientId, mutations.at(-1)!.mutationId, engineerId, engineerId, now)
    })
    const run = (round: Mutation[][]): number => {
      const started = performance.now()
      for (const mutations of round) apply(JSON.parse(JSON.stringify(mutations)) as Mutation[])
      return (round.length * BATCH) / ((performance.now() - started) / 1000)
    }
    const cold = run(work.warmup)
    const rate = run(work.measured)
    db.close()
    return { cold, rate }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const server = await viaServer()
const base = await floor(server.engineerId, server.lineIds)
console.log(`sync-push: ${TOTAL} mixed mutations from one device, batches of ${BATCH}, over HTTP to a server process`)
console.log(`  outcomes: ${[...server.statuses].map(([k, v]) => `${k} ${v}`).join(', ')}`)
console.log(`  server: ${Math.round(server.rate)} mutations/s (target >= 10000); the first ${WARMUP} after start: ${Math.round(server.cold)}/s`)
console.log(`  floor (better-sqlite3, prepared statements, one transaction per batch): ${Math.round(base.rate)} mutations/s; first ${WARMUP}: ${Math.round(base.cold)}/s`)
console.log(`  ratio server / floor: ${(server.rate / base.rate).toFixed(3)} (1 / ${(base.rate / server.rate).toFixed(1)})`)
console.log(`  machine load average at the end: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')} on ${os.cpus().length} CPUs`)
