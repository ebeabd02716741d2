// Decision 184 (issue 27.10): the change log, push verdicts, silent devices' sync rows and ended sessions are
// purged past their retention; the audit trail and the plant's records are not; a device whose cursor the purged
// log no longer covers gets a snapshot.
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { RETENTION } from './retention-policy'
import { purgeExpired, RetentionWorker } from './retention-worker'

const DAY = 86_400_000
let s: TestServer | null = null
afterEach(async () => {
  await s?.close()
  s = null
})

const count = async (
  t: TestServer,
  table: 'change_log' | 'audit_log' | 'line_status_history' | 'sessions' | 'sync_clients' | 'sync_outcomes' | 'tickets',
) =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const lineIds = async (t: TestServer) =>
  (await t.db.selectFrom('production_lines').select('id').orderBy('id').limit(5).execute()).map((l) => l.id)

/** Sets a line's status as `who` (signed in at first use: after the clock moves on, sign in someone else). */
async function setStatus(t: TestServer, lineId: number, status: string, who = 'operator') {
  const res = await t.as(who, 'PATCH', `/api/production-lines/${lineId}`, { status })
  expect(res.status).toBe(200)
}

async function device(
  t: TestServer,
  clientId: string,
  updatedAt: string,
  outcomeAt: string,
  pending: number | null = 0,
) {
  const userId = await t.userId('operator')
  await t.db
    .insertInto('sync_clients')
    .values({
      client_id: clientId,
      last_mutation_id: 1,
      user_id: userId,
      owner_user_id: userId,
      updated_at: updatedAt,
      pending_count: pending,
      pending_reported_at: pending === null ? null : updatedAt,
    })
    .execute()
  await t.db
    .insertInto('sync_outcomes')
    .values({
      client_id: clientId,
      mutation_id: 1,
      name: 'line.setStatus',
      status: 'rejected',
      code: 'conflict',
      reason: 'x',
      created_at: outcomeAt,
    })
    .execute()
}

describe('retention', () => {
  it('purges each kind of bookkeeping past its retention, and keeps the audit trail and the plant’s records', async () => {
    s = await createTestServer()
    const t = s
    const [a, b] = await lineIds(t)
    const start = t.clock.now()
    // Day 0: a sign-in (its session expires 8 h later), writes, a device that then goes silent for good.
    await setStatus(t, a!, 'stopped')
    await setStatus(t, b!, 'maintenance')
    const longAgo = new Date(start.getTime() - 200 * DAY).toISOString()
    await device(t, randomUUID(), longAgo, start.toISOString())
    // Silent as long, but its outbox still held work (or it never said): its row stays, or a re-send would apply twice.
    const waiting = randomUUID()
    const unreported = randomUUID()
    await device(t, waiting, longAgo, start.toISOString(), 3)
    await device(t, unreported, longAgo, start.toISOString(), null)
    await t.db
      .insertInto('audit_log')
      .values({
        user_id: null,
        action: 'test.ancient',
        resource_type: 'test',
        resource_id: null,
        timestamp: '2021-01-01T00:00:00.000Z',
        details: null,
      })
      .execute()
    // Day 28: another sign-in, expired three days before the purge.
    t.clock.advance(28 * DAY)
    await t.login('operator2')
    // Day 31: fresh work.
    t.clock.advance(3 * DAY)
    await t.login('engineer')
    const freshFrom = t.clock.now().toISOString()
    await setStatus(t, a!, 'running', 'engineer')
    const recentDevice = randomUUID()
    await device(t, recentDevice, t.clock.now().toISOString(), t.clock.now().toISOString())

    const before = {
      audit: await count(t, 'audit_log'),
      history: await count(t, 'line_status_history'),
      tickets: await count(t, 'tickets'),
      log: await count(t, 'change_log'),
    }
    const fresh = await t.db.selectFrom('change_log').select('seq').where('changed_at', '>=', freshFrom).execute()
    expect(fresh.length).toBeGreaterThan(0)
    const purged = await purgeExpired(t.db, t.clock.now())

    expect(purged.changeLog).toBe(before.log - fresh.length)
    expect(purged.changeLog).toBeGreaterThan(0)
    expect((await t.db.selectFrom('change_log').select('seq').orderBy('seq').execute()).map((r) => r.seq)).toEqual(
      fresh.map((r) => r.seq),
    )
    // Outcomes older than 30 days, the emptied device silent for 200 days, the session that expired 31 days ago.
    expect(purged).toMatchObject({ outcomes: 3, syncClients: 1, sessions: 1 })
    expect(
      (await t.db.selectFrom('sync_clients').select('client_id').execute()).map((r) => r.client_id).sort(),
    ).toEqual([recentDevice, waiting, unreported].sort())
    const sessions = await t.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('users.username')
      .execute()
    expect(sessions.map((r) => r.username).sort()).toEqual(['engineer', 'operator2'])
    // Kept for good.
    expect(await count(t, 'audit_log')).toBe(before.audit)
    expect(await count(t, 'line_status_history')).toBe(before.history)
    expect(await count(t, 'tickets')).toBe(before.tickets)
    // A second run finds nothing more.
    expect(await purgeExpired(t.db, t.clock.now())).toEqual({ changeLog: 0, outcomes: 0, syncClients: 0, sessions: 0 })
  })

  it('keeps the newest change even when every change is old, so the cursor never goes back', async () => {
    s = await createTestServer()
    const t = s
    const [a] = await lineIds(t)
    await setStatus(t, a!, 'stopped')
    await setStatus(t, a!, 'running')
    const newest = Number(
      (
        await t.db
          .selectFrom('change_log')
          .select((eb) => eb.fn.max('seq').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    )
    t.clock.advance(RETENTION.changeLogMs + DAY)
    await purgeExpired(t.db, t.clock.now(), { batch: 1 })
    expect((await t.db.selectFrom('change_log').select('seq').execute()).map((r) => r.seq)).toEqual([newest])
    const hello = await t.as('engineer', 'GET', `/api/sync/pull?cursor=${newest}`)
    expect(hello.body).toMatchObject({ snapshot: false, cursor: newest })
    await setStatus(t, a!, 'stopped', 'engineer')
    const next = await t.as('engineer', 'GET', `/api/sync/pull?cursor=${newest}`)
    expect(next.body.cursor).toBeGreaterThan(newest)
  })

  it('answers a cursor older than the purged change log with a snapshot that holds the change it missed', async () => {
    s = await createTestServer()
    const t = s
    const [a, b, c] = await lineIds(t)
    await setStatus(t, a!, 'stopped')
    const seen = Number(
      (
        await t.db
          .selectFrom('change_log')
          .select((eb) => eb.fn.max('seq').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    )
    // The device pulled up to `seen`, then went away; line b changed without it, and that change is purged.
    await setStatus(t, b!, 'maintenance')
    const missed = Number(
      (
        await t.db
          .selectFrom('change_log')
          .select((eb) => eb.fn.max('seq').as('m'))
          .executeTakeFirstOrThrow()
      ).m,
    )
    t.clock.advance(RETENTION.changeLogMs + DAY)
    await setStatus(t, c!, 'stopped', 'engineer')
    expect((await purgeExpired(t.db, t.clock.now())).changeLog).toBeGreaterThan(0)

    const stale = await t.as('engineer', 'GET', `/api/sync/pull?cursor=${seen}`)
    expect(stale.status).toBe(200)
    expect(stale.body.snapshot).toBe(true)
    // Follow the snapshot's pages as the client does: line b's missed status is in it.
    const lines = [...stale.body.changes.lines]
    for (let page = stale.body.next; page;) {
      const res = await t.as('engineer', 'GET', `/api/sync/pull?page=${encodeURIComponent(page)}`)
      lines.push(...res.body.changes.lines)
      page = res.body.next
    }
    expect(lines.find((l: { id: number }) => l.id === b)).toMatchObject({ status: 'maintenance' })

    // A device that had seen everything purged goes on with a delta.
    const current = await t.as('engineer', 'GET', `/api/sync/pull?cursor=${missed}`)
    expect(current.body.snapshot).toBe(false)
    expect(current.body.changes.lines.map((l: { id: number }) => l.id)).toEqual([c])
  })

  it('runs in the background until stopped', async () => {
    s = await createTestServer()
    const t = s
    const old = () => new Date(t.clock.now().getTime() - RETENTION.outcomesMs - DAY).toISOString()
    await device(t, randomUUID(), t.clock.now().toISOString(), old())
    const worker = new RetentionWorker(t.db, t.clock, { firstAfterMs: 0, everyMs: 50 }).start()
    const deadline = Date.now() + 3_000
    while ((await count(t, 'sync_outcomes')) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    expect(await count(t, 'sync_outcomes')).toBe(0)
    await worker.stop()
    await device(t, randomUUID(), t.clock.now().toISOString(), old())
    await new Promise((r) => setTimeout(r, 200))
    expect(await count(t, 'sync_outcomes')).toBe(1)
  })
})
