// Two Lineside processes on one PostgreSQL (issue #14.4): pokes cross instances, a batch sent to both at once
// applies once, a Teams card goes out once with both workers running, and a crash mid-push loses nothing
// that was acknowledged. Real processes (scripts/start.ts), a real PostgreSQL, a real HTTP receiver.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../bootstrap'
import { systemClock } from '../context'
import type { Db } from '../db/connection'
import { openPostgres } from '../db/connection'
import { apiClient, startAppProcess, type AppProcess } from '../testing/app-process'
import { createTestDatabase, testDbKind, type TestDatabase } from '../testing/test-database'
import { startReceiver } from '../testing/webhook-receiver'

const onPostgres = testDbKind() === 'postgres'

describe.skipIf(!onPostgres)('two instances on one PostgreSQL (PostgreSQL only: npm run test:server:pg)', () => {
  let database: TestDatabase
  let db: Db
  let a: AppProcess
  let b: AppProcess
  const extra: AppProcess[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    // Migrated and seeded once, before either instance starts (deployment.md: one instance migrates first).
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-seed-'))
    await (await prepareDatabase(dataDir, 'demo', systemClock, 0, database.databaseUrl)).destroy()
    rmSync(dataDir, { recursive: true, force: true })
    const env = { SEED: 'none', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' }
    ;[a, b] = await Promise.all([
      startAppProcess({ databaseUrl: database.databaseUrl!, env }),
      startAppProcess({ databaseUrl: database.databaseUrl!, env }),
    ])
    db = openPostgres(database.databaseUrl!, { poolSize: 2 })
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a, b, ...extra].filter(Boolean).map((p) => p.stop()))
    await db?.destroy()
    await database?.drop()
  }, 60_000)

  it('a write through A pokes an SSE client of B within a second', async () => {
    const apiA = apiClient(a.url)
    const apiB = apiClient(b.url)
    const token = await apiB.login('operator')
    const abort = new AbortController()
    const res = await fetch(`${b.url}/api/events`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: abort.signal,
    })
    expect(res.status).toBe(200)
    const events = sseEvents(res.body!)
    try {
      const hello = await events.next('hello', 5_000)
      const helloSeq = Number(hello.id)
      const written = await apiA.as('operator', 'POST', '/api/tickets', {
        lineName: 'Unit E - Line 31',
        lineId: 31,
        category: 'mechanical',
        priority: 'high',
        description: 'Poke across instances',
      })
      expect(written.status).toBe(201)
      const committedAt = performance.now()
      const change = await events.next('change', 1_000)
      const latency = performance.now() - committedAt
      expect(Number(change.id)).toBeGreaterThan(helloSeq)
      expect(latency).toBeLessThan(1_000)
      // B's pull from the poked cursor brings A's ticket.
      const pulled = await apiB.as('operator', 'GET', `/api/sync/pull?cursor=${helloSeq}`)
      expect(pulled.body.changes.tickets.map((t: { id: string }) => t.id)).toContain(written.body.id)
    } finally {
      abort.abort()
    }
  })

  it('a logout through A ends the live stream of that session on B at once', async () => {
    const apiA = apiClient(a.url)
    const token = await apiClient(b.url).login('engineer')
    const abort = new AbortController()
    const res = await fetch(`${b.url}/api/events`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: abort.signal,
    })
    const events = sseEvents(res.body!)
    try {
      await events.next('hello', 5_000)
      expect((await apiA.call('POST', '/api/auth/logout', token)).status).toBe(200)
      await events.next('session-ended', 1_000)
    } finally {
      abort.abort()
    }
  })

  it('counts failed logins across instances: ten wrong passwords split over A and B lock the account on both', async () => {
    const apiA = apiClient(a.url)
    const apiB = apiClient(b.url)
    for (let i = 0; i < 10; i++) {
      const res = await (i % 2 ? apiB : apiA).call('POST', '/api/auth/login', null, {
        username: 'it',
        password: `wrong-${i}`,
      })
      expect(res.status).toBe(401)
    }
    for (const api of [apiA, apiB]) {
      const res = await api.call('POST', '/api/auth/login', null, { username: 'it', password: 'demo1234' })
      expect(res.status).toBe(429)
    }
  })

  it('the same push batch sent to A and B at once applies once, and both hear the same verdicts', async () => {
    for (let round = 0; round < 5; round++) {
      const clientId = randomUUID()
      const apiA = apiClient(a.url)
      const apiB = apiClient(b.url)
      const [tokenA, tokenB] = [await apiA.login('engineer'), await apiB.login('engineer')]
      const ids = Array.from({ length: 20 }, () => randomUUID())
      const mutations = ids.map((id, i) => ({
        mutationId: i + 1,
        name: 'ticket.create',
        args: {
          id,
          lineId: 12,
          lineName: 'Line 12',
          category: 'mechanical',
          priority: 'medium',
          description: `Race ${round}.${i}`,
        },
        createdAt: new Date().toISOString(),
        authToken: tokenA,
      }))
      const [fromA, fromB] = await Promise.all([
        apiA.call('POST', '/api/sync/push', tokenA, { clientId, mutations }),
        apiB.call('POST', '/api/sync/push', tokenB, { clientId, mutations }),
      ])
      expect([fromA.status, fromB.status]).toEqual([200, 200])
      expect(fromA.body.lastMutationId).toBe(20)
      expect(fromB.body).toEqual(fromA.body)
      expect(fromA.body.results.every((r: { status: string }) => r.status === 'applied')).toBe(true)
      const tickets = await db.selectFrom('tickets').select(['id', 'ticket_number']).where('id', 'in', ids).execute()
      expect(tickets).toHaveLength(20)
      expect(new Set(tickets.map((t) => t.ticket_number)).size).toBe(20)
      const audits = await db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'ticket.create')
        .where('resource_id', 'in', ids)
        .execute()
      expect(audits).toHaveLength(20)
    }
  }, 60_000)

  it('a Teams card is delivered once with both workers running', async () => {
    const receiver = await startReceiver()
    try {
      const apiA = apiClient(a.url)
      const apiB = apiClient(b.url)
      const enabled = await apiA.as('admin', 'POST', '/api/admin/teams/webhook', {
        department: 'engineering',
        webhookUrl: receiver.url('/engineering'),
        enabled: true,
      })
      expect(enabled.status).toBe(200)
      const created: string[] = []
      for (let i = 0; i < 12; i++) {
        const api = i % 2 === 0 ? apiA : apiB
        const res = await api.as('operator', 'POST', '/api/tickets', {
          lineName: 'Unit E - Line 31',
          lineId: 31,
          category: 'mechanical',
          priority: 'high',
          description: `Card ${i}`,
        })
        expect(res.status).toBe(201)
        created.push(res.body.ticketId)
      }
      await receiver.waitFor(12, 20_000)
      // Both workers poll every 2 s and are kicked by every change: give a second sender time to show up.
      await new Promise((r) => setTimeout(r, 3_000))
      const sent = receiver.posts.map((p) => cardFact(p.body, 'Ticket'))
      expect(sent).toHaveLength(12)
      expect(new Set(sent)).toEqual(new Set(created))
      const outbox = await db.selectFrom('webhook_outbox').select(['status', 'attempts']).execute()
      expect(outbox.filter((r) => r.status === 'sent')).toHaveLength(12)
      expect(outbox.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
    } finally {
      await apiClient(a.url).as('admin', 'POST', '/api/admin/teams/webhook', {
        department: 'engineering',
        webhookUrl: receiver.url('/engineering'),
        enabled: false,
      })
      await receiver.close()
    }
  }, 60_000)

  it('killing A mid-push loses no acknowledged mutation; the re-send through B applies the rest once', async () => {
    const victim = await startAppProcess({ databaseUrl: database.databaseUrl!, env: { SEED: 'none' } })
    extra.push(victim)
    const apiV = apiClient(victim.url)
    const apiB = apiClient(b.url)
    const token = await apiV.login('engineer')
    const clientId = randomUUID()
    const BATCH = 25
    const all = Array.from({ length: 12 * BATCH }, (_, i) => ({
      mutationId: i + 1,
      name: 'ticket.create',
      args: {
        id: randomUUID(),
        lineId: 14,
        lineName: 'Line 14',
        category: 'electrical',
        priority: 'low',
        description: `Crash ${i}`,
      },
      createdAt: new Date().toISOString(),
      authToken: token,
    }))
    let acked = 0
    let killedDuring = 0
    for (let start = 0; start < all.length; start += BATCH) {
      const batch = all.slice(start, start + BATCH)
      const sending = apiV.call('POST', '/api/sync/push', token, { clientId, mutations: batch }).catch(() => null)
      if (start / BATCH === 5) {
        // The 6th batch is in flight: the machine dies.
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20))
        await victim.kill9()
        killedDuring = start
        await sending
        break
      }
      const res = await sending
      expect(res?.status).toBe(200)
      acked = res!.body.lastMutationId
    }
    expect(acked).toBe(5 * BATCH)
    expect(killedDuring).toBe(5 * BATCH)

    // Every acknowledged mutation is in the database.
    const ackedIds = all.slice(0, acked).map((m) => m.args.id)
    expect(await db.selectFrom('tickets').select('id').where('id', 'in', ackedIds).execute()).toHaveLength(acked)

    // The device re-sends from the first unacknowledged batch through B (same token: sessions live in the database).
    for (let start = acked; start < all.length; start += BATCH) {
      const res = await apiB.call('POST', '/api/sync/push', token, {
        clientId,
        mutations: all.slice(start, start + BATCH),
      })
      expect(res.status).toBe(200)
      expect(res.body.results.every((r: { status: string }) => r.status === 'applied')).toBe(true)
    }
    const allIds = all.map((m) => m.args.id)
    const rows = await db.selectFrom('tickets').select('id').where('id', 'in', allIds).execute()
    expect(rows).toHaveLength(all.length)
    const client = await db
      .selectFrom('sync_clients')
      .select('last_mutation_id')
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow()
    expect(client.last_mutation_id).toBe(all.length)
  }, 120_000)
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function cardFact(body: any, title: string): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return body.attachments[0].content.body[1].facts.find((f: any) => f.title === title).value
}

interface SseEvent {
  event: string
  id: string | null
  data: string
}

/** Reads an SSE stream; `next(type, ms)` waits for the next event of that type. */
function sseEvents(body: ReadableStream<Uint8Array>) {
  const queue: SseEvent[] = []
  const waiter: { wake: (() => void) | null } = { wake: null }
  let buffer = ''
  void (async () => {
    const decoder = new TextDecoder()
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true })
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const e: SseEvent = { event: 'message', id: null, data: '' }
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) e.event = line.slice(6).trim()
            else if (line.startsWith('id:')) e.id = line.slice(3).trim()
            else if (line.startsWith('data:')) e.data += line.slice(5).trim()
          }
          if (block.split('\n').some((l) => !l.startsWith(':'))) queue.push(e)
          waiter.wake?.()
        }
      }
    } catch {
      // aborted
    }
  })()
  return {
    async next(type: string, ms: number): Promise<SseEvent> {
      const deadline = Date.now() + ms
      for (;;) {
        const i = queue.findIndex((e) => e.event === type)
        if (i >= 0) return queue.splice(i, 1)[0]!
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no "${type}" event within ${ms} ms`)
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left)
          waiter.wake = () => {
            clearTimeout(t)
            resolve()
          }
        })
        waiter.wake = null
      }
    },
  }
}
