// Allergens on products and the allergen changeover (issue 29 §5, decision 225): admins set a product's allergens
// (and the import / export carry them); a schedule that moves a line from a product with an allergen to one
// without it holds the line for a clearance with the swab, once, when saved for the running shift or when the
// shift begins; a changeover that adds allergens holds nothing.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CHECKLIST_KEYS } from '../../shared/hygiene/checklist'
import { shiftWindow } from '../../shared/oee/shift-windows'
import { SHIFTS, addDays, shiftAt, type Shift } from '../../shared/planning/schedule'
import { importsIdle } from '../imports/import-runner'
import { createTestServer, type TestServer } from '../testing/test-server'
import { ChangeoverWorker } from './changeover-worker'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

interface ProductView {
  id: number
  sku: string
  allergens: string[]
}
const products = async (): Promise<ProductView[]> => (await s.as('admin', 'GET', '/api/products?limit=500')).body
/** Signs in afresh: the clock moves by shifts here, past a cached session's life. */
async function asNow(user: string, method: string, url: string, body?: unknown) {
  const login = await s.request('POST', '/api/auth/login', { body: { username: user, password: 'demo1234' } })
  return s.request(method, url, { token: login.body.token, body })
}
const line = async (id: number) => (await asNow('admin', 'GET', `/api/production-lines/${id}`)).body
const holds = async (lineId: number) => (await asNow('quality', 'GET', `/api/hygiene/holds?lineId=${lineId}`)).body

/** The slot before a (date, shift): the previous shift, the night before the morning. */
function slotBefore(date: string, shift: Shift): { date: string; shift: Shift } {
  const i = SHIFTS.indexOf(shift)
  return i === 0 ? { date: addDays(date, -1), shift: 'night' } : { date, shift: SHIFTS[i - 1]! }
}
function nextSlot(date: string, shift: Shift): { date: string; shift: Shift } {
  const i = SHIFTS.indexOf(shift)
  return i === SHIFTS.length - 1 ? { date: addDays(date, 1), shift: 'morning' } : { date, shift: SHIFTS[i + 1]! }
}
const entry = (lineId: number, productId: number, slot: { date: string; shift: Shift }) => ({
  lineId,
  productId,
  scheduledDate: slot.date,
  shift: slot.shift,
  plannedQuantity: 100,
  priority: 1,
})
const save = (schedules: ReturnType<typeof entry>[]) =>
  asNow('admin', 'POST', '/api/production-schedule/bulk', { schedules })

let milk: ProductView
let plain: ProductView
let nuts: ProductView

describe('allergens on products', () => {
  it('an admin sets them (canonical order, duplicates dropped); the product list carries them', async () => {
    const all = await products()
    ;[milk, plain, nuts] = [all[0]!, all[1]!, all[2]!]
    const res = await s.as('admin', 'PUT', `/api/hygiene/products/${milk.id}/allergens`, {
      allergens: ['milk', 'eggs', 'milk'],
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ id: milk.id, allergens: ['eggs', 'milk'] })
    await s.as('admin', 'PUT', `/api/hygiene/products/${plain.id}/allergens`, { allergens: [] })
    await s.as('admin', 'PUT', `/api/hygiene/products/${nuts.id}/allergens`, { allergens: ['tree_nuts'] })
    const after = await products()
    expect(after.find((p) => p.id === milk.id)!.allergens).toEqual(['eggs', 'milk'])
    expect(after.find((p) => p.id === plain.id)!.allergens).toEqual([])
    milk = after.find((p) => p.id === milk.id)!
  })

  it('refuses other roles (403) and a word that is no EU allergen (400 naming the field)', async () => {
    const body = { allergens: ['milk'] }
    expect((await s.as('quality', 'PUT', `/api/hygiene/products/${milk.id}/allergens`, body)).status).toBe(403)
    const bad = await s.as('admin', 'PUT', `/api/hygiene/products/${milk.id}/allergens`, { allergens: ['chocolate'] })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields ?? {}).join(' ')).toMatch(/allergens/)
    expect((await s.as('admin', 'PUT', '/api/hygiene/products/999999/allergens', body)).status).toBe(404)
  })

  it('the import reads an Allergens column (names and aliases), names an unknown one, keeps them when absent', async () => {
    const upload = async (text: string) => {
      const form = new FormData()
      form.append('file', new File([text], 'allergens.csv'))
      form.append('source', 'csv')
      const res = await s.request('POST', '/api/data-imports/upload', { token: await s.login('admin'), body: form })
      await importsIdle(s.deps)
      return (await s.as('admin', 'GET', `/api/data-imports/${res.body.id}`)).body
    }
    const job = await upload(
      'SKU,Name,Allergens\nALG-1,Cheese roll,"Milk, Gluten"\nALG-2,Nut bar,Tree nuts;soya\nALG-3,Odd,chocolate\n',
    )
    expect(job).toMatchObject({ recordsSuccess: 2, recordsFailed: 1 })
    expect(job.errors[0]).toMatchObject({ row: 4, field: 'Allergens' })
    expect(job.errors[0].message).toMatch(/Unknown allergen "chocolate"/)
    let list = await products()
    expect(list.find((p) => p.sku === 'ALG-1')!.allergens).toEqual(['cereals_gluten', 'milk'])
    expect(list.find((p) => p.sku === 'ALG-2')!.allergens).toEqual(['tree_nuts', 'soybeans'])
    await upload('SKU,Name\nALG-1,Cheese roll renamed\n')
    list = await products()
    expect(list.find((p) => p.sku === 'ALG-1')!.allergens).toEqual(['cereals_gluten', 'milk'])
  })

  it('the export writes them in an Allergens column, joined by ;', async () => {
    const res = await s.app.request('/api/data-exports/csv', {
      headers: { Authorization: `Bearer ${await s.login('admin')}` },
    })
    const text = await res.text()
    expect(text.split('\r\n')[0]).toMatch(/,Active,Allergens$/)
    const row = text.split('\r\n').find((r) => r.startsWith('ALG-1,'))
    expect(row).toMatch(/^ALG-1,Cheese roll renamed,.*,yes,"cereals_gluten;milk"$/)
  })
})

describe('an allergen changeover in the schedule', () => {
  const LINE = 5
  it('saved for the running shift (milk product before, none now) holds the line, naming the allergens', async () => {
    const now = shiftAt(s.clock.now())
    const before = slotBefore(now.date, now.shift)
    const saved = await save([entry(LINE, milk.id, before), entry(LINE, plain.id, now)])
    expect(saved.body).not.toHaveProperty('message')
    expect(saved.status).toBe(201)
    expect((await line(LINE)).status).toBe('awaiting_clearance')
    const [hold] = await holds(LINE)
    expect(hold).toMatchObject({
      cause: 'allergen_changeover',
      allergens: ['eggs', 'milk'],
      releasedAt: null,
    })
    expect(hold.causeRef).toMatch(/^schedule:\d+$/)
  })

  it('saving again or a worker pass does not hold it twice; the clearance needs the swab', async () => {
    const now = shiftAt(s.clock.now())
    await save([entry(LINE, plain.id, now)])
    const worker = new ChangeoverWorker(s.deps)
    expect(await worker.runOnce()).toBe(0)
    expect(await holds(LINE)).toHaveLength(1)
    const [hold] = await holds(LINE)
    const items = DEFAULT_CHECKLIST_KEYS.map((key) => ({ key, result: 'pass' }))
    const noSwab = await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id: randomUUID(),
      holdId: hold.id,
      lineId: LINE,
      items,
    })
    expect(noSwab.status).toBe(400)
    expect(noSwab.body.fields).toHaveProperty(['swab.kitReference'])
    const ok = await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id: randomUUID(),
      holdId: hold.id,
      lineId: LINE,
      items,
      swab: { result: 'pass', kitReference: 'KIT-7781' },
    })
    expect(ok.status).toBe(201)
    expect(ok.body.clearance).toMatchObject({ result: 'passed', swab: { result: 'pass', kitReference: 'KIT-7781' } })
    expect((await line(LINE)).status).toBe('stopped')
    // Cleared within the shift: the same changeover is not held again.
    expect(await worker.runOnce()).toBe(0)
    expect((await line(LINE)).status).toBe('stopped')
  })

  it('planned for the next shift, it holds the line when that shift begins (the worker), not before', async () => {
    const now = shiftAt(s.clock.now())
    const next = nextSlot(now.date, now.shift)
    await save([entry(LINE, nuts.id, next)])
    const after = nextSlot(next.date, next.shift)
    await save([entry(LINE, plain.id, after)])
    const worker = new ChangeoverWorker(s.deps)
    expect(await worker.runOnce()).toBe(0) // plain → nuts adds an allergen: no swab
    s.clock.set(new Date(shiftWindow(next.date, next.shift).start + 60_000))
    expect(await worker.runOnce()).toBe(0)
    expect((await line(LINE)).status).toBe('stopped')
    s.clock.set(new Date(shiftWindow(after.date, after.shift).start + 60_000))
    expect(await worker.runOnce()).toBe(1)
    expect((await line(LINE)).status).toBe('awaiting_clearance')
    const [hold] = await holds(LINE)
    expect(hold).toMatchObject({ cause: 'allergen_changeover', allergens: ['tree_nuts'] })
    expect(await worker.runOnce()).toBe(0)
    expect(await holds(LINE)).toHaveLength(2)
  })

  it('holds even where the per-line switch for work is off (the swab is the point)', async () => {
    const LINE2 = 6
    await s.as('admin', 'PUT', `/api/hygiene/lines/${LINE2}/settings`, { holdEnabled: false })
    const now = shiftAt(s.clock.now())
    await save([entry(LINE2, milk.id, slotBefore(now.date, now.shift)), entry(LINE2, plain.id, now)])
    expect((await line(LINE2)).status).toBe('awaiting_clearance')
  })
})

describe('the hygiene report', () => {
  it('counts the records: clearances per line, delays (median, p90), failures and changeovers; verifies', async () => {
    const start = new Date(s.clock.now().getTime() - 7 * 86_400_000).toISOString()
    const end = new Date(s.clock.now().getTime() + 86_400_000).toISOString()
    const res = await asNow('admin', 'GET', `/api/hygiene/report?start=${start}&end=${end}`)
    expect(res.status).toBe(200)
    const report = res.body
    // From the records themselves, not from hard-coded figures.
    const clearances = (await asNow('admin', 'GET', '/api/hygiene/clearances')).body as {
      lineId: number
      result: string
    }[]
    const line5 = report.lines.find((l: { lineId: number }) => l.lineId === 5)
    expect(line5.clearances).toBe(clearances.filter((c) => c.lineId === 5).length)
    expect(line5.passed).toBe(clearances.filter((c) => c.lineId === 5 && c.result === 'passed').length)
    expect(line5.changeovers).toBe(2)
    expect(report.totals.clearances).toBe(clearances.length)
    const released = (
      (await asNow('admin', 'GET', '/api/hygiene/holds?lineId=5')).body as {
        releasedAt: string | null
        workEndedAt: string
      }[]
    ).filter((h) => h.releasedAt)
    const delays = released
      .map((h) => Math.round((Date.parse(h.releasedAt!) - Date.parse(h.workEndedAt)) / 60_000))
      .sort((a, b) => a - b)
    expect(line5.released).toBe(delays.length)
    expect(line5.medianDelayMinutes).toBe(delays[Math.floor(delays.length / 2)])
    expect(report.changeovers.some((c: { allergens: string[] }) => c.allergens.includes('tree_nuts'))).toBe(true)
    const swabbed = report.changeovers.find((c: { swab: unknown }) => c.swab)
    expect(swabbed.swab).toEqual({ result: 'pass', kitReference: 'KIT-7781' })
    expect(report.verification).toMatchObject({ ok: true, checked: clearances.length })
  })

  it('is for the reports role: an operator gets 403; a bad range is 400 naming start', async () => {
    const q = 'start=2026-11-01T00:00:00.000Z&end=2026-11-30T00:00:00.000Z'
    expect((await asNow('operator', 'GET', `/api/hygiene/report?${q}`)).status).toBe(403)
    const bad = await asNow('admin', 'GET', '/api/hygiene/report?start=yesterday&end=2026-11-30T00:00:00.000Z')
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toHaveProperty('start')
  })
})
