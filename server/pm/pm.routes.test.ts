import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
// The test clock's day (2026-11-21).
const today = '2026-11-21'

beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

const plan = (over: Record<string, unknown> = {}) => ({
  title: 'Filler weekly lubrication',
  lineId: 13,
  estimatedMinutes: 30,
  skill: 'engineering',
  leadDays: 3,
  triggers: [{ kind: 'calendar', every: 1, unit: 'week', mode: 'fixed' }],
  steps: [
    { kind: 'check', text: 'Guards refitted' },
    { kind: 'reading', text: 'Oil temperature', unit: '°C', min: 20, max: 60 },
    { kind: 'text', text: 'Remarks' },
  ],
  ...over,
})

async function openOrderOf(planId: string) {
  const list = await s.as('engineer', 'GET', '/api/pm/work-orders?status=open')
  return (list.body as { planId: string; id: string; dueAt: string; lineId: number }[]).filter(
    (w) => w.planId === planId,
  )
}

describe('PM plans', () => {
  it('an engineer creates a calendar plan; it is listed with its triggers and gets one open work order at once', async () => {
    const res = await s.as('engineer', 'POST', '/api/pm/plans', plan())
    expect(res.status).toBe(201)
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/)
    const list = await s.as('admin', 'GET', '/api/pm/plans')
    expect(list.status).toBe(200)
    expect(list.body.find((p: { id: string }) => p.id === res.body.id)).toMatchObject({
      title: 'Filler weekly lubrication',
      lineId: 13,
      machineId: null,
      active: true,
      triggers: [{ kind: 'calendar', every: 1, unit: 'week', mode: 'fixed' }],
    })
    const orders = await openOrderOf(res.body.id)
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({ dueAt: today, lineId: 13, status: 'open' })
    // Asking again changes nothing: never two open for one plan.
    await s.as('engineer', 'PUT', `/api/pm/plans/${res.body.id}`, plan({ title: 'Filler weekly lubrication' }))
    expect(await openOrderOf(res.body.id)).toHaveLength(1)
  })

  it('answers 400 naming the field on bad input', async () => {
    const noTarget = await s.as('engineer', 'POST', '/api/pm/plans', plan({ lineId: undefined }))
    expect(noTarget.status).toBe(400)
    expect(noTarget.body.fields).toHaveProperty('machineId')
    const badTrigger = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      plan({ triggers: [{ kind: 'calendar', every: 0, unit: 'week' }] }),
    )
    expect(badTrigger.status).toBe(400)
    expect(badTrigger.body.fields).toHaveProperty('triggers.0.every')
    const badStep = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      plan({ steps: [{ kind: 'reading', text: 'T', min: 5, max: 1 }] }),
    )
    expect(badStep.body.fields).toHaveProperty('steps.0.max')
    const noLine = await s.as('engineer', 'POST', '/api/pm/plans', plan({ lineId: 99999 }))
    expect(noLine.status).toBe(400)
    expect(noLine.body.fields).toHaveProperty('lineId')
  })

  it('refuses operators and viewers (403), and IT for engineering plans', async () => {
    expect((await s.as('operator', 'POST', '/api/pm/plans', plan())).status).toBe(403)
    expect((await s.as('viewer', 'POST', '/api/pm/plans', plan())).status).toBe(403)
    expect((await s.as('operator', 'GET', '/api/pm/plans')).status).toBe(403)
    expect((await s.as('viewer', 'GET', '/api/pm/work-orders')).status).toBe(403)
    expect((await s.as('it', 'POST', '/api/pm/plans', plan())).status).toBe(403)
    expect((await s.as('it', 'POST', '/api/pm/plans', plan({ skill: 'it', lineId: 14 }))).status).toBe(201)
  })

  it('a plan due later than its lead time waits; paused plans make nothing; retiring skips the open one', async () => {
    const later = await s.as('engineer', 'POST', '/api/pm/plans', plan({ lineId: 14, startsOn: '2026-12-20' }))
    expect(await openOrderOf(later.body.id)).toHaveLength(0)
    const now = await s.as('engineer', 'POST', '/api/pm/plans', plan({ lineId: 14 }))
    const [order] = await openOrderOf(now.body.id)
    const paused = await s.as('engineer', 'POST', `/api/pm/plans/${now.body.id}/status`, { status: 'paused' })
    expect(paused.body).toMatchObject({ status: 'paused', active: false })
    const retired = await s.as('engineer', 'POST', `/api/pm/plans/${now.body.id}/status`, { status: 'retired' })
    expect(retired.status).toBe(200)
    const wo = await s.as('engineer', 'GET', `/api/pm/work-orders/${order!.id}`)
    expect(wo.body).toMatchObject({ status: 'skipped', skipReason: 'Plan retired' })
    const again = await s.as('engineer', 'POST', `/api/pm/plans/${now.body.id}/status`, { status: 'active' })
    expect(again.status).toBe(409)
  })
})

describe('work orders', () => {
  it('sign-off with a failed check opens a linked corrective ticket, freezes the answers (409) and takes corrections', async () => {
    const p = await s.as('engineer', 'POST', '/api/pm/plans', plan({ lineId: 15, title: 'Capper monthly check' }))
    const [order] = await openOrderOf(p.body.id)
    const missing = await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/sign-off`, {
      answers: [{ id: randomUUID(), stepIndex: 0, value: true }],
      signedAt: '2026-11-21T09:00:00.000Z',
    })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toHaveProperty('answers.1')
    const ids = [randomUUID(), randomUUID(), randomUUID()]
    const signed = await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/sign-off`, {
      answers: [
        { id: ids[0], stepIndex: 0, value: false },
        { id: ids[1], stepIndex: 1, value: 75 },
        { id: ids[2], stepIndex: 2, value: 'Guard bolt missing' },
      ],
      signedAt: '2026-11-21T09:30:00.000Z',
    })
    expect(signed.status).toBe(200)
    expect(signed.body).toMatchObject({
      status: 'done',
      signedAtDevice: '2026-11-21T09:30:00.000Z',
      signedByName: expect.any(String),
    })
    expect(signed.body.signedAtServer).toBe('2026-11-21T10:00:00.000Z')
    expect(signed.body.correctiveTicketIds).toHaveLength(2)
    const ticket = await s.as('engineer', 'GET', `/api/tickets/${signed.body.correctiveTicketIds[1]}`)
    expect(ticket.body).toMatchObject({ lineId: 15, status: 'open', category: 'maintenance', priority: 'high' })
    expect(ticket.body.description).toContain('Oil temperature')
    expect(ticket.body.description).toContain('75')
    expect(signed.body.answers.find((a: { stepIndex: number }) => a.stepIndex === 0).ticketId).toBe(
      signed.body.correctiveTicketIds[0],
    )

    const change = await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/sign-off`, {
      answers: [{ id: randomUUID(), stepIndex: 0, value: true }],
      signedAt: '2026-11-21T09:40:00.000Z',
    })
    expect(change.status).toBe(409)

    const corrected = await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/corrections`, {
      id: randomUUID(),
      correctsId: ids[1],
      value: 57,
      note: 'Misread the gauge',
    })
    expect(corrected.status).toBe(201)
    const answers = corrected.body.answers as { id: string; correctsId: string | null; value: number }[]
    expect(answers).toHaveLength(4)
    expect(answers.find((a) => a.id === ids[1])!.value).toBe(75)
    expect(answers.find((a) => a.correctsId === ids[1])!.value).toBe(57)
  })

  it('skipping and rescheduling need a reason and are recorded', async () => {
    const p = await s.as('engineer', 'POST', '/api/pm/plans', plan({ lineId: 16, title: 'Conveyor belt check' }))
    const [order] = await openOrderOf(p.body.id)
    expect((await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/skip`, { reason: ' ' })).status).toBe(400)
    const moved = await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/reschedule`, {
      dueAt: '2026-11-23',
      reason: 'Line running a rush order',
    })
    expect(moved.body).toMatchObject({
      dueAt: '2026-11-23',
      rescheduledFrom: today,
      rescheduleReason: 'Line running a rush order',
    })
    const skipped = await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/skip`, {
      reason: 'Line down all week',
    })
    expect(skipped.body).toMatchObject({ status: 'skipped', skipReason: 'Line down all week' })
    // The next grid date's work order follows (a week later, within no lead yet: 3 days).
    expect(await openOrderOf(p.body.id)).toHaveLength(0)
  })

  it('a temporary repair needs the permanent repair date, which becomes a planned work order', async () => {
    const p = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      plan({ lineId: 16, title: 'Sealer jaw check', steps: [{ kind: 'check', text: 'Jaws aligned' }] }),
    )
    const [order] = await openOrderOf(p.body.id)
    const without = await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/sign-off`, {
      answers: [{ id: randomUUID(), stepIndex: 0, value: true }],
      signedAt: '2026-11-21T09:00:00.000Z',
      temporary: true,
    })
    expect(without.status).toBe(400)
    expect(without.body.fields).toHaveProperty('permanentDueAt')
    const signed = await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/sign-off`, {
      answers: [{ id: randomUUID(), stepIndex: 0, value: true }],
      signedAt: '2026-11-21T09:00:00.000Z',
      temporary: true,
      permanentDueAt: '2026-11-28',
    })
    expect(signed.body).toMatchObject({ temporary: true, permanentDueAt: '2026-11-28' })
    const follow = await s.as('engineer', 'GET', `/api/pm/work-orders/${signed.body.followUpId}`)
    expect(follow.body).toMatchObject({
      kind: 'repair',
      status: 'open',
      dueAt: '2026-11-28',
      lineId: 16,
      sourceWorkOrderId: order!.id,
    })

    const ticket = await s.as('engineer', 'POST', '/api/tickets', {
      lineName: 'Unit C - Line 16',
      lineId: 16,
      category: 'mechanical',
      description: 'PM story: cable tie on the guard',
    })
    const repair = await s.as('engineer', 'POST', '/api/pm/temporary-repairs', {
      ticketId: ticket.body.id,
      permanentDueAt: '2026-12-01',
    })
    expect(repair.status).toBe(201)
    const again = await s.as('engineer', 'POST', '/api/pm/temporary-repairs', {
      ticketId: ticket.body.id,
      permanentDueAt: '2026-12-01',
    })
    expect(again.body.workOrderId).toBeNull()
    const repairs = (await s.as('engineer', 'GET', '/api/pm/work-orders?status=open')).body.filter(
      (w: { sourceTicketId: string }) => w.sourceTicketId === ticket.body.id,
    )
    expect(repairs).toHaveLength(1)
  })

  it('a running-hours plan fires from readings and starts again from the reading at completion', async () => {
    const p = await s.as(
      'engineer',
      'POST',
      '/api/pm/plans',
      plan({
        lineId: 13,
        title: 'Compressor 500 h service',
        steps: [{ kind: 'check', text: 'Filter changed' }],
        triggers: [{ kind: 'meter', every: 500, unit: 'hours' }],
      }),
    )
    expect(await openOrderOf(p.body.id)).toHaveLength(0)
    expect((await s.as('operator', 'POST', '/api/pm-readings', { lineId: 13, unit: 'hours', value: 300 })).status).toBe(
      201,
    )
    expect(await openOrderOf(p.body.id)).toHaveLength(0)
    await s.as('operator', 'POST', '/api/pm-readings', { lineId: 13, unit: 'hours', value: 505 })
    const [order] = await openOrderOf(p.body.id)
    expect(order).toMatchObject({ dueAt: today })
    await s.as('engineer', 'POST', `/api/pm/work-orders/${order!.id}/sign-off`, {
      answers: [{ id: randomUUID(), stepIndex: 0, value: true }],
      signedAt: '2026-11-21T09:00:00.000Z',
    })
    const after = await s.as('engineer', 'GET', `/api/pm/plans/${p.body.id}`)
    expect(after.body.meterBase).toEqual({ hours: 505 })
    await s.as('operator', 'POST', '/api/pm-readings', { lineId: 13, unit: 'hours', value: 900 })
    expect(await openOrderOf(p.body.id)).toHaveLength(0)
  })
})

describe('compliance report', () => {
  it('counts work orders completed by their due date over those due, overall and per line', async () => {
    const res = await s.as('admin', 'GET', `/api/reports/pm-compliance?start=2026-11-01&end=2026-11-30`)
    expect(res.status).toBe(200)
    const orders = (await s.as('admin', 'GET', '/api/pm/work-orders')).body as {
      kind: string
      status: string
      dueAt: string
      rescheduledFrom: string | null
      completedAt: string | null
      lineId: number
    }[]
    const due = orders.filter(
      (w) => w.kind === 'planned' && (w.status === 'done' || (w.rescheduledFrom ?? w.dueAt) < today),
    )
    const onTime = due.filter(
      (w) => w.status === 'done' && w.completedAt!.slice(0, 10) <= (w.rescheduledFrom ?? w.dueAt),
    )
    expect(res.body.overall).toMatchObject({ due: due.length, onTime: onTime.length })
    expect(res.body.byLine.find((l: { key: string }) => l.key === '15')).toMatchObject({
      due: 1,
      onTime: 1,
      percent: 100,
    })
    expect(res.body.openRepairs.length).toBeGreaterThanOrEqual(2)
    expect((await s.as('operator', 'GET', `/api/reports/pm-compliance?start=2026-11-01&end=2026-11-30`)).status).toBe(
      403,
    )
    expect((await s.as('admin', 'GET', `/api/reports/pm-compliance?start=2026-11-01`)).body.fields).toHaveProperty(
      'end',
    )
    const csv = await s.as('admin', 'GET', `/api/reports/pm-compliance/export/csv?start=2026-11-01&end=2026-11-30`)
    expect(csv.status).toBe(200)
    expect(String(csv.body)).toContain('Overall')
    const xlsx = await s.as('admin', 'GET', `/api/reports/pm-compliance/export/xlsx?start=2026-11-01&end=2026-11-30`)
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
  })
})
