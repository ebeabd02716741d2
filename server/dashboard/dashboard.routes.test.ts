import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function addTicket(status: string, archived = false) {
  const now = s.clock.now().toISOString()
  await s.db
    .insertInto('tickets')
    .values({
      id: randomUUID(),
      ticket_type: 'engineering',
      line_name: 'Unit B - Line 1',
      category: 'mechanical',
      priority: 'high',
      description: 'Dashboard fixture',
      status,
      created_at: now,
      updated_at: now,
      follow_up_required: 0,
      archived_at: archived ? now : null,
    })
    .execute()
}

describe('GET /api/dashboard/stats', () => {
  it('needs a signed-in user (no anonymous data)', async () => {
    expect((await s.request('GET', '/api/dashboard/stats')).status).toBe(401)
  })

  it('counts lines by status and averages the running lines only', async () => {
    await s.db.updateTable('production_lines').set({ status: 'running', efficiency: 90 }).execute()
    await s.db.updateTable('production_lines').set({ efficiency: 95.25 }).where('id', '=', 1).execute()
    await s.db
      .updateTable('production_lines')
      .set({ status: 'stopped', efficiency: 0 })
      .where('id', 'in', [2, 3])
      .execute()
    await s.db
      .updateTable('production_lines')
      .set({ status: 'maintenance', efficiency: 50 })
      .where('id', '=', 4)
      .execute()
    const res = await s.as('it', 'GET', '/api/dashboard/stats')
    expect(res.status).toBe(200)
    const total = 40
    expect(res.body).toMatchObject({ totalLines: total, runningLines: total - 3, stoppedLines: 2, maintenanceLines: 1 })
    expect(res.body.averageEfficiency).toBe(Math.round((((total - 4) * 90 + 95.25) / (total - 3)) * 10) / 10)
  })

  it('reads 0 efficiency when no line is running', async () => {
    await s.db.updateTable('production_lines').set({ status: 'stopped' }).execute()
    expect((await s.as('it', 'GET', '/api/dashboard/stats')).body).toMatchObject({
      runningLines: 0,
      averageEfficiency: 0,
    })
  })

  it('counts operators with a live session', async () => {
    await s.db.updateTable('sessions').set({ revoked_at: s.clock.now().toISOString() }).execute()
    await s.login('viewer')
    const before = (await s.as('viewer', 'GET', '/api/dashboard/stats')).body.activeOperators
    await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
    await s.request('POST', '/api/auth/login', { body: { username: 'operator', password: 'demo1234' } })
    await s.request('POST', '/api/auth/login', { body: { username: 'operator2', password: 'demo1234' } })
    expect((await s.as('viewer', 'GET', '/api/dashboard/stats')).body.activeOperators).toBe(before + 2)
  })

  it('counts tickets neither resolved nor closed, leaving archived ones out', async () => {
    const before = (await s.as('admin', 'GET', '/api/dashboard/stats')).body.activeTickets
    for (const status of ['open', 'assigned', 'in_progress', 'review']) await addTicket(status)
    for (const status of ['resolved', 'closed']) await addTicket(status)
    await addTicket('open', true)
    expect((await s.as('admin', 'GET', '/api/dashboard/stats')).body.activeTickets).toBe(before + 4)
  })
})
