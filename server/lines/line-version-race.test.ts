// Two devices change one line at the same moment from the same version. Under "the latest action wins"
// (docs/decisions/082) neither press came after the other, so both apply, one after the other: the row lock
// (docs/decisions/113) must serialise them, so the version moves twice and no write is lost. On PostgreSQL
// the pushes run in parallel transactions (TEST_DB=postgres).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function pushStatus(user: string, lineId: number, status: string, baseVersion: number) {
  const token = await s.login(user)
  const mutations = [
    {
      mutationId: 1,
      name: 'line.setStatus',
      args: { lineId, status, issue: 'Jam', baseVersion },
      createdAt: s.clock.now().toISOString(),
      authToken: token,
    },
  ]
  return s.as(user, 'POST', '/api/sync/push', { clientId: randomUUID(), mutations })
}

describe('line version check under concurrent writers', () => {
  it('applies two simultaneous presses one after the other, losing neither', async () => {
    // Not about hygiene: a press leaving maintenance would hold the line instead (issue 29).
    await s.as('admin', 'PUT', '/api/hygiene/lines/21/settings', { holdEnabled: false, checklist: null })
    const before = (await s.as('admin', 'GET', '/api/production-lines/21')).body.version as number
    const [a, b] = await Promise.all([
      pushStatus('operator', 21, 'stopped', before),
      pushStatus('operator2', 21, 'maintenance', before),
    ])
    expect([a.body.results[0].status, b.body.results[0].status]).toEqual(['applied', 'applied'])
    const line = (await s.as('admin', 'GET', '/api/production-lines/21')).body
    expect(line.version).toBe(before + 2)
    const history = await s.db
      .selectFrom('line_status_history')
      .select(['status', 'superseded'])
      .where('line_id', '=', 21)
      .where('recorded_at', '=', s.clock.now().toISOString())
      .orderBy('id')
      .execute()
    expect(history.map((h) => h.superseded)).toEqual([0, 0])
    expect(history.map((h) => h.status).sort()).toEqual(['maintenance', 'stopped'])
    expect(line.status).toBe(history.at(-1)!.status)
  })
})
