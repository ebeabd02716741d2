// Held lines (issue 29): leaving maintenance holds the line, running is refused while held (REST and sync),
// clearances release it (first valid one), a ticket closed with work done holds it, the switch turns it off.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CHECKLIST_KEYS } from '../../shared/hygiene/checklist'
import { hygieneCardMessage, type HygieneCardPayload } from '../teams/quality-notify'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const line = async (id: number) => (await s.as('admin', 'GET', `/api/production-lines/${id}`)).body
const openHold = async (lineId: number) =>
  (await s.as('quality', 'GET', `/api/hygiene/holds?lineId=${lineId}&open=1`)).body[0]

function items(fail: string[] = []) {
  return DEFAULT_CHECKLIST_KEYS.map((key) => ({ key, result: fail.includes(key) ? 'fail' : 'pass' }))
}

async function push(user: string, mutations: { name: string; args: unknown }[], clientId = randomUUID()) {
  const token = await s.login(user)
  const body = {
    clientId,
    mutations: mutations.map((m, i) => ({
      mutationId: i + 1,
      name: m.name,
      args: m.args,
      createdAt: s.clock.now().toISOString(),
      authToken: token,
    })),
  }
  return (await s.request('POST', '/api/sync/push', { token, body })).body
}

async function endMaintenance(lineId: number) {
  await s.as('engineer', 'PATCH', `/api/production-lines/${lineId}`, { status: 'maintenance' })
  s.clock.advance(60_000)
  return s.as('engineer', 'PATCH', `/api/production-lines/${lineId}`, { status: 'running' })
}

describe('a line whose maintenance ends', () => {
  it('is held awaiting clearance, with a hold carrying the default checklist', async () => {
    const res = await endMaintenance(17)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 17, status: 'awaiting_clearance', issue: 'Awaiting hygiene clearance' })
    const all = (await s.as('operator', 'GET', '/api/production-lines')).body
    expect(all.find((l: { id: number }) => l.id === 17).status).toBe('awaiting_clearance')
    const hold = await openHold(17)
    expect(hold).toMatchObject({ lineId: 17, cause: 'maintenance_ended', releasedAt: null, allergens: [] })
    expect(hold.checklist.map((i: { key: string }) => i.key)).toEqual([...DEFAULT_CHECKLIST_KEYS])
  })

  it('refuses running and stopped while held (409 naming the clearance and who gives it), allows maintenance', async () => {
    const run = await s.as('operator', 'PATCH', '/api/production-lines/17', { status: 'running' })
    expect(run.status).toBe(409)
    expect(run.body.message).toMatch(/awaiting hygiene clearance/)
    expect(run.body.message).toMatch(/quality \(QA\) user or an admin/)
    expect((await s.as('admin', 'PATCH', '/api/production-lines/17', { status: 'stopped' })).status).toBe(409)
    expect((await line(17)).status).toBe('awaiting_clearance')
  })

  it('refuses setting the held status directly (400 naming status)', async () => {
    const res = await s.as('engineer', 'PATCH', '/api/production-lines/18', { status: 'awaiting_clearance' })
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('status')
  })

  it('an offline LINE OK queued while held is rejected with the reason, and the line stays held', async () => {
    const seen = await line(17)
    const res = await push('operator', [
      { name: 'line.setStatus', args: { lineId: 17, status: 'running', baseVersion: seen.version } },
    ])
    expect(res.results[0]).toMatchObject({ status: 'rejected', code: 'conflict' })
    expect(res.results[0].reason).toMatch(/awaiting hygiene clearance/)
    expect((await line(17)).status).toBe('awaiting_clearance')
  })
})

describe('clearing a held line', () => {
  it('only quality users and admins clear; an operator or engineer gets 403', async () => {
    const hold = await openHold(17)
    for (const user of ['operator', 'engineer', 'viewer']) {
      const res = await s.as(user, 'POST', '/api/hygiene/clearances', {
        id: randomUUID(),
        holdId: hold.id,
        lineId: 17,
        items: items(),
      })
      expect(res.status, user).toBe(403)
    }
  })

  it('names a missing item and a failed item without corrective action (400)', async () => {
    const hold = await openHold(17)
    const missing = await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id: randomUUID(),
      holdId: hold.id,
      lineId: 17,
      items: items().slice(1),
    })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toHaveProperty('items')
    const noAction = await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id: randomUUID(),
      holdId: hold.id,
      lineId: 17,
      items: items(['tools']),
    })
    expect(noAction.status).toBe(400)
    expect(noAction.body.fields).toHaveProperty('correctiveAction')
  })

  it('a failed item keeps the line held and records the corrective action', async () => {
    const hold = await openHold(17)
    const res = await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id: randomUUID(),
      holdId: hold.id,
      lineId: 17,
      items: items(['debris']),
      correctiveAction: 'Swept again under the conveyor',
    })
    expect(res.status).toBe(201)
    expect(res.body.outcome).toBe('failed')
    expect(res.body.clearance).toMatchObject({ result: 'failed', released: false, signedBy: 'Helena Kowalczyk' })
    expect((await line(17)).status).toBe('awaiting_clearance')
  })

  it('all passed releases the line to stopped; LINE OK then runs it', async () => {
    const hold = await openHold(17)
    const res = await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id: randomUUID(),
      holdId: hold.id,
      lineId: 17,
      items: items().map((i, n) => (n === 5 ? Object.assign({}, i, { result: 'na' }) : i)),
    })
    expect(res.body).toMatchObject({ outcome: 'released', clearance: { result: 'passed', released: true } })
    expect((await line(17)).status).toBe('stopped')
    expect((await s.as('operator', 'PATCH', '/api/production-lines/17', { status: 'running' })).status).toBe(200)
    const list = (await s.as('operator', 'GET', '/api/hygiene/clearances?lineId=17')).body
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({ lineId: 17, result: 'passed', signedBy: 'Helena Kowalczyk' })
    for (const c of list) {
      expect(c).toHaveProperty('items')
      expect(c).toHaveProperty('signedAt')
      expect(c.hash).toMatch(/^[0-9a-f]{64}$/)
      expect(c.prevHash).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(list[0].prevHash).toBe(list[1].hash)
  })

  it('a later clearance of a hold someone else released is kept and changes nothing (sync: superseded)', async () => {
    await endMaintenance(18)
    const hold = await openHold(18)
    const first = await push('admin', [
      { name: 'hygiene.clear', args: { id: randomUUID(), holdId: hold.id, lineId: 18, items: items() } },
    ])
    expect(first.results[0].status).toBe('applied')
    expect((await line(18)).status).toBe('stopped')
    await s.as('operator', 'PATCH', '/api/production-lines/18', { status: 'running' })
    const lateId = randomUUID()
    const late = await push('quality', [
      { name: 'hygiene.clear', args: { id: lateId, holdId: hold.id, lineId: 18, items: items() } },
    ])
    expect(late.results[0].status).toBe('superseded')
    expect(late.results[0].reason).toMatch(/already cleared by Alice Morgan/)
    expect((await line(18)).status).toBe('running')
    const list = (await s.as('quality', 'GET', '/api/hygiene/clearances?lineId=18')).body
    expect(list.find((c: { id: string }) => c.id === lateId)).toMatchObject({ result: 'passed', released: false })
  })
})

describe('other work that holds a line', () => {
  it('an engineering ticket on the line closed with work done holds it', async () => {
    const created = await s.as('operator', 'POST', '/api/tickets', {
      id: randomUUID(),
      lineName: 'Unit D - Line 19',
      lineId: 19,
      description: 'Hygiene story: guard rattles on the slicer',
      category: 'mechanical',
      priority: 'medium',
    })
    expect(created.status).toBe(201)
    const ticketId = created.body.id
    const engineerId = await s.userId('engineer')
    await s.as('admin', 'POST', `/api/tickets/${ticketId}/assign`, { engineerId })
    await s.as('engineer', 'POST', `/api/tickets/${ticketId}/accept`)
    const closed = await s.as('engineer', 'POST', `/api/tickets/${ticketId}/close`, {
      resolutionSummary: 'Guard bolts tightened',
      timeSpent: 20,
    })
    expect(closed.status).toBe(200)
    expect((await line(19)).status).toBe('awaiting_clearance')
    expect(await openHold(19)).toMatchObject({ cause: 'ticket_closed', causeRef: ticketId })
  })

  it('with the switch off, leaving maintenance does not hold the line (admin only)', async () => {
    const body = { holdEnabled: false, checklist: null }
    expect((await s.as('quality', 'PUT', '/api/hygiene/lines/21/settings', body)).status).toBe(403)
    expect((await s.as('admin', 'PUT', '/api/hygiene/lines/21/settings', body)).status).toBe(200)
    expect((await line(21)).clearanceRequired).toBe(false)
    const res = await endMaintenance(21)
    expect(res.body.status).toBe('running')
  })
})

describe('what a hold sets off', () => {
  it('the Quality webhook gets a card when a line starts waiting and when a clearance fails', async () => {
    const saved = await s.as('admin', 'POST', '/api/admin/teams/webhook', {
      department: 'quality',
      webhookUrl: 'https://quality.example.com/hook',
      enabled: true,
    })
    expect(saved.status).toBeLessThan(300)
    await endMaintenance(18)
    const hold = await openHold(18)
    await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id: randomUUID(),
      holdId: hold.id,
      lineId: 18,
      items: items(['parts']),
      correctiveAction: 'Missing bolt found and removed',
    })
    const rows = await s.db
      .selectFrom('webhook_outbox')
      .select(['event', 'payload'])
      .where('department', '=', 'quality')
      .execute()
    const events = rows.map((r) => r.event)
    expect(events).toContain('hygiene_held')
    expect(events).toContain('hygiene_failed')
    const failed = rows.find((r) => r.event === 'hygiene_failed')!
    const message = hygieneCardMessage(JSON.parse(failed.payload) as HygieneCardPayload, 'https://lineside.example.com')
    expect(message).toContain('Hygiene clearance failed: Unit D - Line 18 stays held')
    expect(message).toContain('Missing bolt found and removed')
    expect(message).toContain('https://lineside.example.com/hygiene?line=18')
  })

  it('the uptime report counts held minutes apart from running, stopped and maintenance', async () => {
    const start = s.clock.now().toISOString().slice(0, 10)
    s.clock.advance(45 * 60_000)
    const res = await s.as('engineer', 'GET', `/api/reports/uptime?start=${start}&end=${start}&lineId=18`)
    expect(res.status).toBe(200)
    const row = res.body.rows.find((r: { lineId: number }) => r.lineId === 18)
    expect(row.awaitingClearanceMinutes).toBeGreaterThanOrEqual(45)
  })
})
