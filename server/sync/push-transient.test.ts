// A transient database error during a push (busy, deadlock, serialization failure, statement timeout, lost
// connection) is no verdict: the whole push is answered 503 with Retry-After, nothing of it is kept, and the same
// batch sent again applies (decision 181).
import { randomUUID } from 'node:crypto'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sqliteHandle } from '../db/connection'
import { isTransientDbError } from '../db/transient-error'
import { testDbKind } from '../testing/test-database'
import { createTestServer, type TestServer } from '../testing/test-server'
import type * as TicketsRepository from '../tickets/tickets.repository'

/** The error the next note insert throws, once armed; what each driver throws for these states. */
let fault: Error | null = null

vi.mock('../tickets/tickets.repository', async (importOriginal) => {
  const real = await importOriginal<typeof TicketsRepository>()
  return {
    ...real,
    insertNote: async (...args: Parameters<typeof real.insertNote>) => {
      await real.insertNote(...args)
      if (fault && args[1].text === 'transient') throw fault
    },
  }
})

const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})
const FAULTS: Record<string, Error> = {
  'SQLite busy': driverError('database is locked', 'SQLITE_BUSY'),
  'SQLite locked': driverError('database table is locked', 'SQLITE_LOCKED'),
  'PostgreSQL deadlock': driverError('deadlock detected', '40P01'),
  'PostgreSQL serialization failure': driverError('could not serialize access due to concurrent update', '40001'),
  'PostgreSQL statement timeout': driverError('canceling statement due to statement timeout', '57014'),
  'PostgreSQL admin shutdown': driverError('terminating connection due to administrator command', '57P01'),
  'PostgreSQL connection failure': driverError('connection failure', '08006'),
  'lost connection': driverError('Connection terminated unexpectedly'),
  'socket reset': driverError('read ECONNRESET', 'ECONNRESET'),
}

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function batch(user: string) {
  const token = await s.login(user)
  const engineerId = await s.userId(user)
  const ticketId = randomUUID()
  const at = s.clock.now().toISOString()
  const m = (mutationId: number, name: string, args: unknown) => ({
    mutationId,
    name,
    args,
    createdAt: at,
    authToken: token,
  })
  return {
    token,
    ticketId,
    mutations: [
      m(1, 'ticket.create', {
        id: ticketId,
        lineId: 3,
        lineName: 'Unit B - Line 3',
        category: 'mechanical',
        priority: 'medium',
        description: 'Transient',
      }),
      m(2, 'ticket.assign', { ticketId, engineerId }),
      m(3, 'ticket.accept', { ticketId }),
      m(4, 'ticket.addNote', { ticketId, noteId: randomUUID(), notes: 'transient' }),
      m(5, 'ticket.addNote', { ticketId, noteId: randomUUID(), notes: 'after it' }),
    ],
  }
}

async function traces(clientId: string, ticketId: string) {
  return {
    client: await s.db
      .selectFrom('sync_clients')
      .select('last_mutation_id')
      .where('client_id', '=', clientId)
      .execute(),
    outcomes: await s.db.selectFrom('sync_outcomes').select('mutation_id').where('client_id', '=', clientId).execute(),
    tickets: await s.db.selectFrom('tickets').select('id').where('id', '=', ticketId).execute(),
    rejected: await s.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'sync.rejected')
      .where('resource_id', 'like', `${clientId}:%`)
      .execute(),
  }
}

describe('transient database errors during a push', () => {
  for (const [name, error] of Object.entries(FAULTS)) {
    it(`${name}: 503 with Retry-After, nothing kept, and the re-sent batch applies`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { token, ticketId, mutations } = await batch('engineer')
      const clientId = randomUUID()
      fault = error
      try {
        const res = await s.request('POST', '/api/sync/push', { token, body: { clientId, mutations } })
        expect(res.status).toBe(503)
        expect(res.body.error).toBe('unavailable')
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      } finally {
        fault = null
        warn.mockRestore()
      }
      expect(await traces(clientId, ticketId)).toEqual({ client: [], outcomes: [], tickets: [], rejected: [] })

      const again = await s.request('POST', '/api/sync/push', { token, body: { clientId, mutations } })
      expect(again.status).toBe(200)
      expect(again.body.lastMutationId).toBe(5)
      expect(again.body.results.map((r: { status: string }) => r.status)).toEqual([
        'applied',
        'applied',
        'applied',
        'applied',
        'applied',
      ])
    })
  }

  it('an existing client keeps its last_mutation_id through a transient error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const first = await batch('engineer2')
    const clientId = randomUUID()
    expect(
      (
        await s.request('POST', '/api/sync/push', {
          token: first.token,
          body: { clientId, mutations: first.mutations },
        })
      ).status,
    ).toBe(200)
    const second = await batch('engineer2')
    const renumbered = second.mutations.map((m, i) => Object.assign({}, m, { mutationId: 6 + i }))
    fault = FAULTS['PostgreSQL deadlock']!
    try {
      expect(
        (await s.request('POST', '/api/sync/push', { token: second.token, body: { clientId, mutations: renumbered } }))
          .status,
      ).toBe(503)
    } finally {
      fault = null
      warn.mockRestore()
    }
    const row = await s.db
      .selectFrom('sync_clients')
      .select('last_mutation_id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow()
    expect(row.last_mutation_id).toBe(5)
    expect(
      await s.db
        .selectFrom('sync_outcomes')
        .select('mutation_id')
        .where('client_id', '=', clientId)
        .where('mutation_id', '>', 5)
        .execute(),
    ).toEqual([])
  })

  it('a rule or a bug is still a verdict, not a retry', () => {
    expect(isTransientDbError(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(
      isTransientDbError(driverError('UNIQUE constraint failed: tickets.id', 'SQLITE_CONSTRAINT_PRIMARYKEY')),
    ).toBe(false)
    expect(isTransientDbError(driverError('duplicate key value violates unique constraint', '23505'))).toBe(false)
    expect(isTransientDbError(Object.assign(new Error('wrapped'), { cause: FAULTS['PostgreSQL deadlock'] }))).toBe(true)
  })
})

describe('a real lock held by another connection', () => {
  it.runIf(testDbKind() === 'sqlite')(
    'SQLite: another connection holding the write lock makes the push a 503, not a server_error',
    async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const { token, ticketId, mutations } = await batch('engineer')
      const clientId = randomUUID()
      // A first push runs the hourly outcome purge, so the held lock meets a mutation's own write.
      expect(
        (
          await s.request('POST', '/api/sync/push', {
            token,
            body: { clientId: randomUUID(), mutations: (await batch('engineer')).mutations },
          })
        ).status,
      ).toBe(200)
      const other = new SQLite(sqliteHandle(s.db)!.name)
      other.exec('BEGIN IMMEDIATE')
      try {
        const res = await s.request('POST', '/api/sync/push', { token, body: { clientId, mutations } })
        expect(res.status).toBe(503)
      } finally {
        other.exec('ROLLBACK')
        other.close()
        warn.mockRestore()
      }
      expect(await traces(clientId, ticketId)).toEqual({ client: [], outcomes: [], tickets: [], rejected: [] })
      expect(
        (await s.request('POST', '/api/sync/push', { token, body: { clientId, mutations } })).body.lastMutationId,
      ).toBe(5)
    },
    30_000,
  )

  it.runIf(testDbKind() === 'postgres')(
    'PostgreSQL: a deadlock with another transaction makes the push a 503, not a server_error',
    async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const token = await s.login('operator')
      const clientId = randomUUID()
      const press = (mutationId: number, status: string) => ({
        mutationId,
        name: 'line.setStatus',
        args: { lineId: 7, status, baseVersion: 0 },
        createdAt: s.clock.now().toISOString(),
        authToken: token,
      })
      // The client's row exists, so the push holds it before it locks the line.
      expect(
        (await s.request('POST', '/api/sync/push', { token, body: { clientId, mutations: [press(1, 'stopped')] } }))
          .status,
      ).toBe(200)
      const other = new pg.Client({ connectionString: s.database.databaseUrl! })
      await other.connect()
      try {
        // Only the push's backend detects the deadlock (after the default 1 s), so the push is the one refused.
        await other.query(`set deadlock_timeout = '30s'`)
        await other.query('begin')
        await other.query(`update production_lines set issue = 'held' where id = 7`)
        const pushing = s.request('POST', '/api/sync/push', {
          token,
          body: { clientId, mutations: [press(2, 'running')] },
        })
        // Wait until the push waits for the line, then ask for the client row it holds.
        for (let i = 0; i < 100; i++) {
          // Inside a transaction PostgreSQL keeps the first look at pg_stat_activity until it ends: look anew.
          await other.query('select pg_stat_clear_snapshot()')
          const waiting = await other.query(
            `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          )
          if (waiting.rowCount) break
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        const otherUpdate = other.query(`update sync_clients set updated_at = updated_at where client_id = $1`, [
          clientId,
        ])
        const res = await Promise.race([
          pushing,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 8_000)),
        ])
        await otherUpdate
        await other.query('rollback')
        expect(res?.status).toBe(503)
        await pushing
      } finally {
        await other.end()
        warn.mockRestore()
      }
      const row = await s.db
        .selectFrom('sync_clients')
        .select('last_mutation_id')
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow()
      expect(row.last_mutation_id).toBe(1)
      const again = await s.request('POST', '/api/sync/push', {
        token,
        body: { clientId, mutations: [press(2, 'running')] },
      })
      expect(again.body).toEqual({ lastMutationId: 2, results: [{ mutationId: 2, status: 'applied' }] })
    },
    30_000,
  )
})
