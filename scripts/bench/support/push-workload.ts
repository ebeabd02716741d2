// The push benchmark's workload (scripts/bench/sync-push.ts): a floor engineer's mutations as a device's outbox,
// and the floors they are measured against: the same rows written by plain better-sqlite3, and on PostgreSQL
// one row per mutation by plain `pg` (docs/decisions/210).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { prepareDatabase } from '../../../server/bootstrap'
import { systemClock } from '../../../server/context'
import { newId } from '../../../shared/ids'

export interface Mutation {
  mutationId: number
  name: string
  args: Record<string, unknown>
  createdAt: string
  authToken?: string
}

/**
 * A floor engineer's day: line status changes, a new ticket, then assign, accept, a note, start and close. Ids
 * are made as the client makes them (shared/ids.ts). `at`: the device time of each mutation (now by default).
 */
export function* mix(
  token: string,
  engineerId: number,
  lineIds: number[],
  at: () => string = () => new Date().toISOString(),
): Generator<Mutation> {
  let id = 0
  for (;;) {
    const lineId = lineIds[id % lineIds.length]!
    yield {
      mutationId: ++id,
      name: 'line.setStatus',
      args: { lineId, status: id % 3 === 0 ? 'stopped' : 'running', baseVersion: 0 },
      createdAt: at(),
      authToken: token,
    }
    const ticketId = newId()
    yield {
      mutationId: ++id,
      name: 'ticket.create',
      args: {
        id: ticketId,
        lineId,
        lineName: `Line ${lineId}`,
        category: 'mechanical',
        priority: 'medium',
        description: `Bench ticket ${id}`,
      },
      createdAt: at(),
      authToken: token,
    }
    yield { mutationId: ++id, name: 'ticket.assign', args: { ticketId, engineerId }, createdAt: at(), authToken: token }
    yield { mutationId: ++id, name: 'ticket.accept', args: { ticketId }, createdAt: at(), authToken: token }
    yield {
      mutationId: ++id,
      name: 'ticket.addNote',
      args: { ticketId, noteId: newId(), notes: 'Checked the drive belt' },
      createdAt: at(),
      authToken: token,
    }
    yield { mutationId: ++id, name: 'ticket.start', args: { ticketId }, createdAt: at(), authToken: token }
    yield {
      mutationId: ++id,
      name: 'ticket.close',
      args: { ticketId, resolutionSummary: 'Belt replaced', timeSpent: 30 },
      createdAt: at(),
      authToken: token,
    }
  }
}

/** `total` mutations of the mix in batches of `batch` (the last one shorter), as a device's outbox sends them. */
export function outboxOf(
  token: string,
  engineerId: number,
  lineIds: number[],
  total: number,
  batch: number,
): Mutation[][] {
  const source = mix(token, engineerId, lineIds)
  return Array.from({ length: Math.ceil(total / batch) }, (_, b) =>
    Array.from({ length: Math.min(batch, total - b * batch) }, () => source.next().value as Mutation),
  )
}

/** The PostgreSQL floor's connection name (support/push-observer.ts leaves it out). */
export const FLOOR_APPLICATION = 'lineside-bench-floor'

/**
 * A floor, opened once and timed window by window beside the push's own windows (decision 278): each call writes
 * `total` mutations of the mix, in batches, as a new device, and answers mutations/s.
 */
export interface Floor {
  window(total: number): Promise<number>
  close(): Promise<void>
}

/**
 * The SQLite floor: the rows the server writes for the same mutations, by plain better-sqlite3 with statements
 * prepared once, one transaction per batch, on a database of its own set up as the server's (WAL, synchronous
 * NORMAL, foreign keys on). A first window is written before any is timed: the push's are timed after a warm-up.
 */
export async function sqliteFloor(batch: number): Promise<Floor> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-floor-'))
  const kysely = await prepareDatabase(dataDir, 'demo', systemClock, 0)
  await kysely.destroy()
  const db = new SQLite(path.join(dataDir, 'lineside.sqlite'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  const engineerId = (db.prepare("select id from users where username = 'engineer'").get() as { id: number }).id
  const lineIds = (db.prepare('select id from production_lines').all() as { id: number }[]).map((r) => r.id)
  const s = {
    line: db.prepare(
      'update production_lines set status = ?, issue = ?, version = version + 1, status_since = ?, status_changed_by = ?, last_update = ?, last_check = ? where id = ?',
    ),
    history: db.prepare(
      'insert into line_status_history (line_id, status, issue, changed_by, changed_by_name, at, recorded_at, superseded) values (?, ?, ?, ?, ?, ?, ?, 0)',
    ),
    ticket: db.prepare(
      "insert into tickets (id, ticket_number, ticket_type, line_id, line_name, category, priority, description, status, reported_by, created_at, updated_at, follow_up_required) values (?, ?, 'engineering', ?, ?, 'mechanical', 'medium', ?, 'open', ?, ?, ?, 0)",
    ),
    update: db.prepare('update tickets set status = ?, engineer_status = ?, updated_at = ? where id = ?'),
    note: db.prepare(
      "insert into ticket_notes (id, ticket_id, author_id, kind, text, created_at) values (?, ?, ?, 'note', ?, ?)",
    ),
    change: db.prepare("insert into change_log (entity, entity_id, op, changed_at) values (?, ?, 'upsert', ?)"),
    audit: db.prepare(
      'insert into audit_log (user_id, action, resource_type, resource_id, timestamp, details) values (?, ?, ?, ?, ?, ?)',
    ),
    outcome: db.prepare(
      "insert into sync_outcomes (client_id, mutation_id, name, status, code, reason, created_at) values (?, ?, ?, 'applied', null, null, ?)",
    ),
    client: db.prepare(
      'insert into sync_clients (client_id, last_mutation_id, user_id, owner_user_id, updated_at) values (?, ?, ?, ?, ?) on conflict (client_id) do update set last_mutation_id = excluded.last_mutation_id',
    ),
  }
  let clientId = randomUUID()
  let number = 1_000_000
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
  const window = (total: number): Promise<number> => {
    clientId = randomUUID()
    const work = outboxOf('', engineerId, lineIds, total, batch)
    const started = performance.now()
    for (const mutations of work) apply(JSON.parse(JSON.stringify(mutations)) as Mutation[])
    return Promise.resolve(total / ((performance.now() - started) / 1000))
  }
  await window(2000)
  return {
    window,
    close: () => {
      db.close()
      rmSync(dataDir, { recursive: true, force: true })
      return Promise.resolve()
    },
  }
}

/**
 * The PostgreSQL floor (issue 33): plain `pg`, one insert per mutation (its row in the audit log, its arguments as
 * JSON), a statement prepared once, one transaction per batch, over one connection to `databaseUrl` (a migrated
 * Lineside database). The least a server must do per mutation on PostgreSQL: one round trip each.
 */
export async function pgFloor(
  databaseUrl: string,
  engineerId: number,
  lineIds: number[],
  batch: number,
): Promise<Floor> {
  // Named so the push observer leaves its backend out of what the server's backends spent and waited on.
  const client = new pg.Client({ connectionString: databaseUrl, application_name: FLOOR_APPLICATION })
  await client.connect()
  const window = async (total: number): Promise<number> => {
    const work = outboxOf('', engineerId, lineIds, total, batch)
    const started = performance.now()
    for (const batchOf of work) {
      const mutations = JSON.parse(JSON.stringify(batchOf)) as Mutation[]
      await client.query('begin')
      const now = new Date().toISOString()
      for (const m of mutations) {
        const a = m.args as Record<string, string & number>
        await client.query({
          name: 'bench_floor_row',
          text: 'insert into audit_log (user_id, action, resource_type, resource_id, timestamp, details) values ($1, $2, $3, $4, $5, $6)',
          values: [engineerId, m.name, 'ticket', a.ticketId ?? a.id ?? String(a.lineId), now, JSON.stringify(a)],
        })
      }
      await client.query('commit')
    }
    return total / ((performance.now() - started) / 1000)
  }
  await window(2000)
  return { window, close: () => client.end() }
}
