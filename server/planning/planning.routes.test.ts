import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, localDate } from '../../shared/planning/schedule'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
let productId: number
// Dates relative to the real day: the sync snapshot keeps the last week and everything later.
const today = localDate(new Date())

beforeAll(async () => {
  s = await createTestServer()
  productId = (await s.as('admin', 'GET', '/api/products/active')).body[0].id
})
afterAll(() => s.close())

const entry = (over: Record<string, unknown> = {}) => ({
  lineId: 3,
  productId,
  scheduledDate: today,
  shift: 'morning',
  plannedQuantity: 500,
  priority: 2,
  notes: 'Rush',
  ...over,
})

function csvForm(text: string, name = 'schedule.csv') {
  const form = new FormData()
  form.append('file', new File([text], name, { type: 'text/csv' }))
  return form
}

describe('production schedule', () => {
  it('saves pending entries in bulk as scheduled, with priority and quantity fallbacks, and lists them by date', async () => {
    const res = await s.as('admin', 'POST', '/api/production-schedule/bulk', {
      schedules: [
        entry(),
        entry({ lineId: 4, shift: 'night', plannedQuantity: '', priority: 'abc', notes: '' }),
        entry({ lineId: 5, priority: 42 }),
      ],
    })
    expect(res.status).toBe(201)
    expect(res.body.map((e: { status: string }) => e.status)).toEqual(['scheduled', 'scheduled', 'scheduled'])
    expect(res.body[1]).toMatchObject({ plannedQuantity: 0, priority: 1, notes: null, shift: 'night' })
    expect(res.body[2].priority).toBe(10)
    const list = await s.as('operator', 'GET', `/api/production-schedule/today?date=${today}`)
    expect(list.status).toBe(200)
    expect(list.body.find((e: { lineId: number }) => e.lineId === 3)).toMatchObject({
      lineName: 'Unit B - Line 3',
      shift: 'morning',
      plannedQuantity: 500,
    })
    expect(list.body[0].sku).toBeTruthy()
  })

  it('refuses a whole batch when one entry names an unknown line, naming the field', async () => {
    const before = (await s.as('admin', 'GET', `/api/production-schedule/today?date=${addDays(today, 30)}`)).body.length
    const res = await s.as('admin', 'POST', '/api/production-schedule/bulk', {
      schedules: [
        entry({ scheduledDate: addDays(today, 30) }),
        entry({ scheduledDate: addDays(today, 30), lineId: 999 }),
      ],
    })
    expect(res.status).toBe(400)
    expect(res.body.fields).toHaveProperty('schedules.1.lineId')
    expect((await s.as('admin', 'GET', `/api/production-schedule/today?date=${addDays(today, 30)}`)).body.length).toBe(
      before,
    )
  })

  it('is for planners: an engineer may read but not save', async () => {
    expect((await s.as('engineer', 'POST', '/api/production-schedule/bulk', { schedules: [entry()] })).status).toBe(403)
  })

  it('uploads a schedule CSV (semicolons, BOM) and refuses a file that is not .csv or has a bad row', async () => {
    const date = addDays(today, 1)
    const good = `\uFEFFline_id;product_id;scheduled_date;shift;planned_quantity;priority;notes\n7;${productId};${date};afternoon;1200;3;"Clean down; then run"\n`
    const res = await s.request('POST', '/api/production-schedule/upload', {
      token: await s.login('admin'),
      body: csvForm(good),
    })
    expect(res.status).toBe(201)
    expect(res.body[0]).toMatchObject({
      lineId: 7,
      shift: 'afternoon',
      plannedQuantity: 1200,
      priority: 3,
      notes: 'Clean down; then run',
    })

    const bad = `line_id,product_id,scheduled_date,shift\n7,${productId},${date},evening\n`
    const refused = await s.request('POST', '/api/production-schedule/upload', {
      token: await s.login('admin'),
      body: csvForm(bad),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('Row 2, shift')

    const xlsx = await s.request('POST', '/api/production-schedule/upload', {
      token: await s.login('admin'),
      body: csvForm(good, 'schedule.xlsx'),
    })
    expect(xlsx.status).toBe(400)
    expect(xlsx.body.message).toBe('Please select a CSV file')
  })

  it('saves entries pushed from a device outbox once, and pull carries them to other devices', async () => {
    const clientId = randomUUID()
    const date = addDays(today, 2)
    const mutation = {
      mutationId: 1,
      name: 'schedule.saveEntries',
      args: {
        batchId: randomUUID(),
        schedules: [entry({ scheduledDate: date, lineId: 9 }), entry({ scheduledDate: date, lineId: 10 })],
      },
      createdAt: s.clock.now().toISOString(),
      authToken: await s.login('admin'),
    }
    const snapshot = await s.as('operator', 'GET', '/api/sync/pull')
    const pushed = await s.as('admin', 'POST', '/api/sync/push', { clientId, mutations: [mutation] })
    expect(pushed.body.results).toEqual([{ mutationId: 1, status: 'applied' }])
    await s.as('admin', 'POST', '/api/sync/push', { clientId, mutations: [mutation] })
    expect((await s.as('admin', 'GET', `/api/production-schedule/today?date=${date}`)).body).toHaveLength(2)

    const pulled = await s.as('operator', 'GET', `/api/sync/pull?cursor=${snapshot.body.cursor}`)
    expect(pulled.body.changes.schedule.map((e: { lineId: number }) => e.lineId).sort()).toEqual([10, 9].sort())
    const fresh = await s.as('operator', 'GET', '/api/sync/pull')
    expect(fresh.body.changes.schedule.some((e: { scheduledDate: string }) => e.scheduledDate === date)).toBe(true)
  })

  it('keeps schedule rows older than the sync window out of a snapshot', async () => {
    const old = addDays(today, -30)
    await s.as('admin', 'POST', '/api/production-schedule/bulk', { schedules: [entry({ scheduledDate: old })] })
    const snap = await s.as('operator', 'GET', '/api/sync/pull')
    expect(snap.body.changes.schedule.some((e: { scheduledDate: string }) => e.scheduledDate === old)).toBe(false)
  })
})
