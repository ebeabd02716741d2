// Meter readings with corrections beside them, and running hours derived from the line's status history
// (issue 28, decision 235).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
const HOUR = 3_600_000
// The test clock: 2026-11-21T10:00Z.
const NOW = Date.parse('2026-11-21T10:00:00.000Z')

beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const meterPlan = (lineId: number, title: string, trigger: Record<string, unknown>, startsOn?: string) => ({
  title,
  lineId,
  estimatedMinutes: 30,
  skill: 'engineering',
  leadDays: 2,
  ...(startsOn ? { startsOn } : {}),
  triggers: [{ kind: 'meter', ...trigger }],
  steps: [{ kind: 'check', text: 'Done' }],
})

async function openOrders(planId: string) {
  const list = await s.as('engineer', 'GET', '/api/pm/work-orders?status=open')
  return (list.body as { planId: string; dueAt: string }[]).filter((w) => w.planId === planId)
}

async function meterOf(planId: string, lineId: number) {
  const res = await s.as('engineer', 'GET', `/api/pm/meters?lineId=${lineId}`)
  expect(res.status).toBe(200)
  return (res.body.meters as { planId: string; used: number | null; source: string; since: string | null }[]).find(
    (m) => m.planId === planId,
  )
}

describe('meter reading corrections', () => {
  it('a correction is recorded beside the original, counts instead of it, needs a reason and is made once', async () => {
    const p = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      meterPlan(12, 'Press 5,000 units', { every: 5000, unit: 'units' }),
    )
    expect(p.status).toBe(201)
    const first = await s.as('operator', 'POST', '/api/pm-readings', { lineId: 12, unit: 'units', value: 480 })
    expect(first.status).toBe(201)
    expect(await openOrders(p.body.id)).toHaveLength(0)
    expect((await meterOf(p.body.id, 12))?.used).toBe(480)

    const noReason = await s.as('engineer', 'POST', '/api/pm-readings', {
      lineId: 12,
      unit: 'units',
      value: 4800,
      correctsId: first.body.id,
    })
    expect(noReason.status).toBe(400)
    expect(noReason.body.fields).toHaveProperty('reason')

    // The operator typed 480 for 4,800: the correction makes the plan due (90 % of 5,000 used).
    const fix = await s.as('engineer', 'POST', '/api/pm-readings', {
      lineId: 12,
      unit: 'units',
      value: 4800,
      correctsId: first.body.id,
      reason: 'Missing zero',
    })
    expect(fix.status).toBe(201)
    expect(await openOrders(p.body.id)).toHaveLength(1)
    expect((await meterOf(p.body.id, 12))?.used).toBe(4800)

    const list = await s.as('operator', 'GET', '/api/pm-readings?lineId=12')
    expect(list.status).toBe(200)
    const original = list.body.readings.find((r: { id: string }) => r.id === first.body.id)
    const correction = list.body.readings.find((r: { id: string }) => r.id === fix.body.id)
    expect(original).toMatchObject({ value: 480, correctedById: fix.body.id, correctsId: null })
    expect(correction).toMatchObject({ value: 4800, correctsId: first.body.id, reason: 'Missing zero', unit: 'units' })

    const twice = await s.as('engineer', 'POST', '/api/pm-readings', {
      lineId: 12,
      unit: 'units',
      value: 4700,
      correctsId: first.body.id,
      reason: 'Again',
    })
    expect(twice.status).toBe(409)
    // A correction of the correction is fine; the original and the first correction stay.
    const again = await s.as('engineer', 'POST', '/api/pm-readings', {
      lineId: 12,
      unit: 'units',
      value: 4700,
      correctsId: fix.body.id,
      reason: 'Counter read again',
    })
    expect(again.status).toBe(201)
    expect((await meterOf(p.body.id, 12))?.used).toBe(4700)
    const ids = (await s.as('operator', 'GET', '/api/pm-readings?lineId=12')).body.readings.map(
      (r: { id: string }) => r.id,
    )
    expect(ids).toEqual(expect.arrayContaining([first.body.id, fix.body.id, again.body.id]))

    const unknown = await s.as('engineer', 'POST', '/api/pm-readings', {
      lineId: 12,
      unit: 'units',
      value: 1,
      correctsId: '00000000-0000-4000-8000-000000000000',
      reason: 'x',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.fields).toHaveProperty('correctsId')
  })
})

describe('running hours from the line status history', () => {
  async function setHistory(lineId: number, periods: { status: string; from: number; to: number | null }[]) {
    // Only these periods count for this line (earlier rows are marked superseded: not applied).
    await s.db.updateTable('line_status_history').set({ superseded: 1 }).where('line_id', '=', lineId).execute()
    for (const p of periods)
      await s.db
        .insertInto('line_status_history')
        .values({
          line_id: lineId,
          status: p.status,
          issue: null,
          changed_by: null,
          changed_by_name: null,
          at: new Date(p.from).toISOString(),
          recorded_at: new Date(p.from).toISOString(),
          superseded: 0,
          at_ms: p.from,
          ended_ms: p.to,
        })
        .execute()
  }

  it('sums the running periods since the plan started on the server and fires when the interval is used', async () => {
    const start = Date.parse('2026-11-19T00:00:00.000Z')
    await setHistory(11, [
      { status: 'running', from: start - 10 * HOUR, to: start + 20 * HOUR }, // 20 h inside
      { status: 'stopped', from: start + 20 * HOUR, to: start + 30 * HOUR },
      { status: 'maintenance', from: start + 30 * HOUR, to: NOW - 5 * HOUR },
      { status: 'running', from: NOW - 5 * HOUR, to: null }, // 5 h, still running
    ])
    const due = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      meterPlan(11, 'Oven 24 running hours', { every: 24, unit: 'hours', source: 'status' }, '2026-11-19'),
    )
    expect(due.status).toBe(201)
    const later = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      meterPlan(11, 'Oven 100 running hours', { every: 100, unit: 'hours', source: 'status' }, '2026-11-19'),
    )
    expect(await meterOf(due.body.id, 11)).toMatchObject({
      used: 25,
      source: 'status',
      since: '2026-11-19T00:00:00.000Z',
    })
    expect((await openOrders(due.body.id)).map((w) => w.dueAt)).toEqual(['2026-11-21'])
    expect((await meterOf(later.body.id, 11))?.used).toBe(25)
    expect(await openOrders(later.body.id)).toHaveLength(0)
    // Readings do not move a status-derived meter.
    await s.as('operator', 'POST', '/api/pm-readings', { lineId: 11, unit: 'hours', value: 5000 })
    expect(await openOrders(later.body.id)).toHaveLength(0)
  })

  it('counts again from the completion', async () => {
    const start = Date.parse('2026-11-19T00:00:00.000Z')
    await setHistory(10, [{ status: 'running', from: start, to: null }])
    const p = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      meterPlan(10, 'Mixer 40 running hours', { every: 40, unit: 'hours', source: 'status' }, '2026-11-19'),
    )
    const [order] = (await s.as('engineer', 'GET', '/api/pm/work-orders?status=open')).body.filter(
      (w: { planId: string }) => w.planId === p.body.id,
    )
    expect(order).toBeDefined()
    const signed = await s.as('engineer', 'POST', `/api/pm/work-orders/${order.id}/sign-off`, {
      answers: [{ id: crypto.randomUUID(), stepIndex: 0, value: true }],
      signedAt: '2026-11-21T09:00:00.000Z',
    })
    expect(signed.status).toBe(200)
    // Since the signature (device time 09:00, the line running): 1 h used, nothing due.
    expect(await meterOf(p.body.id, 10)).toMatchObject({ used: 1, since: '2026-11-21T09:00:00.000Z' })
    expect(await openOrders(p.body.id)).toHaveLength(0)
  })

  it('refuses a status source for counted units (400 naming the field)', async () => {
    const res = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      meterPlan(10, 'Bad', { every: 40, unit: 'units', source: 'status' }),
    )
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body.fields)).toContain('source')
  })
})
