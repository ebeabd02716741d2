// Two devices change one line at the same moment from the same version: one change applies, the other is
// kept in history as superseded. On PostgreSQL the pushes run in parallel transactions (TEST_DB=postgres).
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
  const mutations = [{ mutationId: 1, name: 'line.setStatus', args: { lineId, status, issue: 'Jam', baseVersion }, createdAt: s.clock.now().toISOString(), authToken: token }]
  return s.as(user, 'POST', '/api/sync/push', { clientId: randomUUID(), mutations })
}

describe('line version check under concurrent writers', () => {
  it('applies exactly one of two simultaneous changes made on the same version', async () => {
    const before = (await s.as('admin', 'GET', '/api/production-lines/21')).body.version as number
    const [a, b] = await Promise.all([pushStatus('operator', 21, 'stopped', before), pushStatus('operator2', 21, 'maintenance', before)])
    const outcomes = [a.body.results[0].status, b.body.results[0].status].sort()
    expect(outcomes).toEqual(['applied', 'superseded'])
    expect((await s.as('admin', 'GET', '/api/production-lines/21')).body.version).toBe(before + 1)
    const history = await s.db.selectFrom('line_status_history').select('superseded').where('line_id', '=', 21).where('recorded_at', '=', s.clock.now().toISOString()).execute()
    expect(history.map((h) => h.superseded).sort()).toEqual([0, 1])
  })
})
