// How many SQL statements a push of the benchmark's mix costs per mutation (issues 32 and 33, decision 280):
// counted at the driver (better-sqlite3's statements, pg's client), so the direct path's statements count too and
// the figure holds on a loaded machine. The mix is bench:sync-push's: a status press, a ticket created, then
// assigned, accepted, noted, started and closed, on lines whose hygiene hold is off. SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto'
import type SQLite from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { sqliteHandle } from '../db/connection'
import { dialectOf } from '../db/dialect'
import { createTestServer, type TestServer } from '../testing/test-server'
import { mix, type Mutation } from '../../scripts/bench/support/push-workload'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

/** Every statement the server sends while `work` runs, by its SQL text's first words. */
async function statementsOf(work: () => Promise<void>): Promise<string[]> {
  const seen: string[] = []
  const note = (text: string) => seen.push(text.replace(/\s+/g, ' ').trim().slice(0, 70))
  const handle = sqliteHandle(s.db)
  const restore: (() => void)[] = []
  const wrap = <T extends object>(
    target: T,
    method: keyof T & string,
    textOf: (self: unknown, args: unknown[]) => string,
  ) => {
    const original = target[method] as (...args: unknown[]) => unknown
    target[method] = function (this: unknown, ...args: unknown[]) {
      note(textOf(this, args))
      return original.apply(this, args)
    } as T[keyof T & string]
    restore.push(() => (target[method] = original as T[keyof T & string]))
  }
  if (handle) {
    const statement = Object.getPrototypeOf(handle.prepare('select 1')) as SQLite.Statement
    for (const m of ['run', 'all', 'get', 'iterate'] as const)
      wrap(statement, m, (self) => (self as SQLite.Statement).source)
  } else {
    wrap(pg.Client.prototype, 'query', (_, args) => {
      const q = args[0]
      return typeof q === 'string' ? q : ((q as { text?: string }).text ?? '?')
    })
  }
  try {
    await work()
  } finally {
    for (const r of restore) r()
  }
  return seen
}

it('pushes the bench mix in at most 2.4 statements per mutation (3.42 before decision 280)', async () => {
  const lineIds = [1, 2, 3, 4]
  for (const id of lineIds)
    expect((await s.as('admin', 'PUT', `/api/hygiene/lines/${id}/settings`, { holdEnabled: false })).status).toBe(200)
  const token = await s.login('engineer')
  const engineerId = await s.userId('engineer')
  s.clock.advance(60_000)
  // Device time a second behind the server, so a press also asks whether a later status came first.
  const source = mix(token, engineerId, lineIds, () => new Date(s.clock.now().getTime() - 1000).toISOString())
  const batch = () => Array.from({ length: 98 }, () => source.next().value as Mutation)
  const clientId = randomUUID()
  const push = async () => {
    const mutations = batch()
    const res = await s.request('POST', '/api/sync/push', { token, body: { clientId, mutations } })
    expect(res.status).toBe(200)
    expect(res.body.results.every((r: { status: string }) => r.status === 'applied')).toBe(true)
    s.clock.advance(1000)
  }
  await push() // warm: prepared statements, memos
  const statements = await statementsOf(async () => {
    await push()
    await push()
  })
  const kinds = new Map<string, number>()
  for (const t of statements) kinds.set(t, (kinds.get(t) ?? 0) + 1)
  const perMutation = statements.length / 196
  console.info(
    `${dialectOf(s.db)}: ${perMutation.toFixed(2)} statements per mutation\n${[...kinds]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${(n / 196).toFixed(2)}  ${k}`)
      .join('\n')}`,
  )
  // SQLite 2.33 and PostgreSQL 2.34 at decision 280: each press reads its line and its history in two statements
  // (one round trip on PostgreSQL), a create reads in one, the batch's OEE forgets, hold switches and assignees once.
  expect(perMutation, [...kinds.keys()].join('\n')).toBeLessThanOrEqual(2.4)
})
