// Hygiene clearance, the rest of issue 29: an admin gives products their allergens on /settings, a planner's
// schedule changes line 19 over from a milk product to one without — the planning screen marks it, the line is
// held, and the QA clearance on the tablet asks for the swab (and carries a photo of an item); the Hygiene report tab shows the changeover; a
// clearance row edited in SQLite makes the verification on screen fail and name it; the demo's held line reads
// on the wall at 1920 and 3840 px in all three languages.
import Database from 'better-sqlite3'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { expect, test, type Locator } from '@playwright/test'
import { addDays, SHIFTS, shiftAt, type Shift } from '../shared/planning/schedule'
import type { Product } from '../shared/types'
import { E2E_PORT } from '../playwright.config'
import { apiGet, apiLogin, apiSend } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { expectNoSeriousAxe } from './support/axe'
import { device, WALL, WALL_4K } from './support/honest'
import { planningPage } from './support/planning-pages'

const LINE = 19
const NAME = 'Unit D - Line 19'
const SHIFT_LABEL = { morning: 'Morning', afternoon: 'Afternoon', night: 'Night' } as const
/** The demo's line held for clearance on first start (server/seed/demo-hygiene.ts). */
const DEMO_HELD_LINE = 9

interface LineRow {
  id: number
  status: string
}
interface HoldRow {
  id: string
  lineId: number
  cause: string
  allergens: string[]
  releasedAt: string | null
}

function slotBefore(date: string, shift: Shift): { date: string; shift: Shift } {
  const i = SHIFTS.indexOf(shift)
  return i === 0 ? { date: addDays(date, -1), shift: 'night' } : { date, shift: SHIFTS[i - 1]! }
}

// A 1×1 PNG, the photo of a clearance item.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const fontSize = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))

test('an allergen changeover on the schedule holds the line until a QA clearance with the swab', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const admin = await apiLogin(request, 'admin')
  const line = async () => apiGet<LineRow>(request, admin, `/api/production-lines/${LINE}`)
  const products = await apiGet<Product[]>(request, admin, '/api/products/active')
  // Products of their own, so other stories' schedules are not changed over by this one's allergens.
  const [milky, plain] = [products.find((p) => p.sku === 'SV-BF-017')!, products.find((p) => p.sku === 'SV-PK-018')!]

  // The admin gives the first product its allergen on /settings → Hygiene.
  const planner = await signedInPage(browser, 'admin')
  await planner.goto('/settings')
  await planner.getByRole('tab', { name: 'Hygiene' }).click()
  await expect(planner.getByRole('heading', { name: 'Product allergens' })).toBeVisible()
  await expectNoSeriousAxe(planner, '/settings hygiene tab')
  await planner.getByRole('combobox', { name: 'Product' }).fill(milky.sku)
  await planner.getByRole('option', { name: `${milky.sku} - ${milky.name}` }).click()
  await planner.getByRole('checkbox', { name: 'Milk' }).check()
  await planner.getByRole('button', { name: 'Save allergens' }).click()
  await expect
    .poll(
      async () =>
        (await apiGet<Product[]>(request, admin, '/api/products/active')).find((p) => p.id === milky.id)?.allergens,
    )
    .toEqual(['milk'])

  // The line ran the milk product in the shift before this one (arranged through the API).
  const now = shiftAt(new Date())
  const before = slotBefore(now.date, now.shift)
  await apiSend(request, admin, 'POST', '/api/production-schedule/bulk', {
    schedules: [
      {
        lineId: LINE,
        productId: milky.id,
        scheduledDate: before.date,
        shift: before.shift,
        plannedQuantity: 100,
        priority: 1,
      },
    ],
  })
  expect((await line()).status).not.toBe('awaiting_clearance')

  // The planner plans the product without milk for the running shift: the screen marks the changeover.
  const plan = planningPage(planner)
  await plan.open()
  await plan.setDate(now.date)
  await plan.addEntry({
    line: NAME,
    product: `${plain.sku} - ${plain.name}`,
    shift: SHIFT_LABEL[now.shift],
    quantity: '500',
    priority: '',
  })
  await planner.getByRole('button', { name: 'Save All Entries' }).click()
  await expect(planner.getByText('Production schedule saved successfully')).toBeVisible({ timeout: 20_000 })
  await waitForSync(planner)
  await plan.setDate(now.date)
  const row = plan.current().getByRole('row', { name: new RegExp(`${NAME}.*${plain.sku}`) })
  await expect(row.getByTestId('changeover-swab')).toHaveText('Allergen changeover: swab needed (Milk)')

  // The server held the line for the changeover.
  await expect.poll(async () => (await line()).status).toBe('awaiting_clearance')
  const holds = await apiGet<HoldRow[]>(request, admin, `/api/hygiene/holds?lineId=${LINE}&open=1`)
  expect(holds[0]).toMatchObject({ cause: 'allergen_changeover', allergens: ['milk'] })

  // QA clears it on the line's tablet: the form asks for the swab and the test kit reference.
  const qa = await signedInPage(browser, 'quality')
  await qa.goto(`/line/${LINE}`)
  await expect(qa.getByTestId('held-line-notice')).toContainText('Allergen changeover')
  await qa.getByRole('link', { name: `Clear line ${NAME}` }).click()
  await expect(qa.getByRole('heading', { name: `Hygiene clearance: ${NAME}` })).toBeVisible()
  for (const key of ['reassembled', 'tools', 'parts', 'debris', 'sanitised', 'lubricants'])
    await qa.getByTestId(`item-${key}`).getByText('Pass', { exact: true }).click()
  // A photo of the refitted guard goes with the first item (kept on the device, uploaded with the queue).
  await qa.getByTestId('photo-reassembled').setInputFiles({ name: 'guard.png', mimeType: 'image/png', buffer: PNG })
  await expect(qa.getByTestId('photo-taken-reassembled')).toContainText('guard.png')
  const sign = qa.getByRole('button', { name: /^Sign off as / })
  await expect(sign).toBeDisabled()
  await expect(qa.getByText('Allergen swab result (Milk)')).toBeVisible()
  await qa.getByRole('radiogroup', { name: 'Allergen swab result (Milk)' }).getByText('Pass', { exact: true }).click()
  await qa.getByLabel('Test kit reference').fill('ALX-9001')
  await sign.click()
  await waitForSync(qa)
  await expect.poll(async () => (await line()).status).toBe('stopped')
  const [record] = await apiGet<{ result: string; swab: unknown }[]>(
    request,
    admin,
    `/api/hygiene/clearances?lineId=${LINE}`,
  )
  expect(record).toMatchObject({ result: 'passed', swab: { result: 'pass', kitReference: 'ALX-9001' } })
  const hash = createHash('sha256').update(PNG).digest('hex')
  expect((record as unknown as { items: { key: string; photo: string | null }[] }).items[0]).toMatchObject({
    key: 'reassembled',
    photo: hash,
  })
  await expect
    .poll(async () =>
      (await request.get(`/api/hygiene/photos/${hash}`, { headers: { Authorization: `Bearer ${admin}` } })).status(),
    )
    .toBe(200)

  // The Hygiene report tab lists the changeover with its swab.
  await planner.goto('/reports')
  await planner.getByRole('tab', { name: 'Hygiene' }).click()
  const changeovers = planner.getByRole('table', { name: 'Allergen changeovers' })
  await expect(changeovers.getByRole('row', { name: new RegExp(`${NAME}.*Milk.*Pass · ALX-9001`) })).toBeVisible()
  await expectNoSeriousAxe(planner, '/reports hygiene tab')
  await planner.context().close()
  await qa.context().close()
})

test('a clearance row edited in the database makes the verification on screen fail and name it', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const [target] = await apiGet<{ id: string; correctiveAction: string | null; result: string }[]>(
    request,
    admin,
    '/api/hygiene/clearances?limit=500',
  ).then((list) => list.filter((c) => c.result === 'failed'))
  expect(target).toBeTruthy()
  const file = path.resolve(`.tmp/e2e/${E2E_PORT}/data/lineside.sqlite`)
  const db = new Database(file, { fileMustExist: true })
  const original = db.prepare('select result from hygiene_clearances where id = ?').get(target!.id) as {
    result: string
  }
  try {
    // Someone with database access turns a failed clearance into a passed one.
    db.prepare("update hygiene_clearances set result = 'passed' where id = ?").run(target!.id)
    const qa = await signedInPage(browser, 'quality')
    await qa.goto('/hygiene')
    await expect(qa.getByTestId('chain-verification')).toContainText(`Record ${target!.id} does not match`)
    const verdict = await apiGet<{ ok: boolean; firstBad?: string }>(request, admin, '/api/hygiene/verify')
    expect(verdict).toMatchObject({ ok: false, firstBad: target!.id })
    await qa.context().close()
  } finally {
    // Put it back: the chain verifies again (other stories on this server check it).
    db.prepare('update hygiene_clearances set result = ? where id = ?').run(original.result, target!.id)
    db.close()
  }
  expect((await apiGet<{ ok: boolean }>(request, admin, '/api/hygiene/verify')).ok).toBe(true)
})

for (const [size, label] of [
  [WALL, '1920'],
  [WALL_4K, '3840'],
] as const) {
  test(`the held line reads on the wall at ${label} px, in English, Polish and Lithuanian`, async ({ browser }) => {
    // Three 4K contexts in a row on a shared 2-core machine.
    test.setTimeout(150_000)
    for (const [language, word] of [
      ['en', 'Awaiting clearance'],
      ['pl', null],
      ['lt', null],
    ] as const) {
      const { context, page } = await device(browser, 'operator', size, language)
      await page.goto('/production?view=wall')
      const tile = page.locator(`[role="listitem"][data-line-id="${DEMO_HELD_LINE}"]`)
      await expect(tile).toHaveAttribute('data-status', 'awaiting_clearance')
      const status = tile.getByTestId('wall-status-word')
      if (word) await expect(status).toHaveText(word)
      else await expect(status).not.toHaveText('Awaiting clearance')
      // The status word is as large as the other tiles' words, and not cut off.
      const running = page.locator('[role="listitem"][data-status="running"]').first().getByTestId('wall-status-word')
      expect(await fontSize(status)).toBeGreaterThanOrEqual(32)
      expect(await fontSize(status)).toBeCloseTo(await fontSize(running), 0)
      expect(await status.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
      await context.close()
    }
  })
}
