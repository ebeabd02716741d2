// Schedule-restricted product selection (issue 11 §2, decision 125): on the operator's phone the report-issue
// and QR flows offer the products planned on the line first, pick the current shift's, and the ticket keeps it.
import { expect, test } from '@playwright/test'
import { SHIFTS, shiftAt } from '../shared/planning/schedule'
import type { Product, ProductionLine, Ticket } from '../shared/types'
import { apiGet, apiLogin, apiSend } from './support/api'
import { signIn, skipSplash, waitForSync } from './support/app'
import { operatorPhone } from './support/floor-pages'
import { expectNoSeriousAxe } from './support/axe'

test("An operator on a line reports an issue offline: the line's scheduled product is offered first and saved on the ticket", async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const line = (await apiGet<ProductionLine[]>(request, admin, '/api/production-lines')).find((l) => l.id === 9)!
  const products = await apiGet<Product[]>(request, admin, '/api/products/active')
  // Two products planned on the line today (the current shift's and a later one), chosen from the end of
  // the alphabet so that "first" can only come from the schedule.
  const bySku = [...products].sort((a, b) => b.sku.localeCompare(a.sku))
  const [running, later] = [bySku[0]!, bySku[1]!]
  const label = (p: Product) => `${p.sku} - ${p.name}`
  const { date, shift } = shiftAt(new Date())
  await apiSend(request, admin, 'POST', '/api/production-schedule/bulk', {
    schedules: [
      { lineId: line.id, productId: running.id, scheduledDate: date, shift, plannedQuantity: 500, priority: 1 },
      {
        lineId: line.id,
        productId: later.id,
        scheduledDate: date,
        shift: SHIFTS.find((s) => s !== shift),
        plannedQuantity: 300,
        priority: 1,
      },
    ],
  })

  const context = await browser.newContext()
  await skipSplash(context)
  const page = await context.newPage()
  await signIn(page, 'operator')
  await waitForSync(page)
  await operatorPhone(page).openLine(line.name)
  await context.setOffline(true)

  await page.getByRole('button', { name: 'REPORT ISSUE' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report Production Issue' })
  const product = dialog.getByRole('combobox', { name: 'Product', exact: true })
  await expect(product.locator('option:checked')).toHaveText(label(running))
  await expect(product.locator('optgroup[label="Scheduled on this line"] option')).toHaveText([
    label(running),
    label(later),
  ])
  await expect(product.locator('optgroup[label="Other products"] option').first()).not.toHaveText(label(running))
  await expectNoSeriousAxe(page, 'Report Production Issue dialog with the product picker')
  await dialog.getByRole('combobox', { name: /Category/ }).selectOption({ label: 'Mechanical' })
  await dialog.getByRole('combobox', { name: /Priority/ }).selectOption({ label: 'High' })
  await dialog.getByRole('textbox', { name: /Description/ }).fill('Film jammed in the tray sealer (product story)')
  await dialog.getByRole('button', { name: 'Submit Issue' }).click()
  await expect(page.getByText('Saved on this device')).toBeVisible()

  // The QR flow from the same line: the simulated scan of the test dialog, the same product picker.
  await page.getByRole('button', { name: 'TEST QR SCANNER' }).click()
  const qr = page.getByRole('dialog', { name: 'QR Scanner Test' })
  await qr.getByRole('combobox', { name: 'Equipment' }).selectOption({ index: 1 })
  await qr.getByRole('button', { name: 'Simulate Scan' }).click()
  const qrProduct = qr.getByRole('combobox', { name: 'Product', exact: true })
  await expect(qrProduct.locator('option:checked')).toHaveText(label(running))
  await qrProduct.selectOption({ label: label(later) })
  await qr.getByRole('textbox', { name: /Issue description/ }).fill('Guard sensor loose (product story)')
  await qr.getByRole('button', { name: 'Create Ticket' }).click()
  await expect(qr).toBeHidden()

  await context.setOffline(false)
  await waitForSync(page)
  const tickets = await apiGet<Ticket[]>(request, admin, '/api/tickets')
  const find = (text: string) => tickets.find((t) => t.description.endsWith(text))
  expect(find('Film jammed in the tray sealer (product story)')).toMatchObject({
    lineId: line.id,
    productId: running.id,
    productSku: running.sku,
    productName: running.name,
  })
  expect(find('Guard sensor loose (product story)')).toMatchObject({ productId: later.id, productSku: later.sku })

  // Where the ticket's line is shown, its product is shown beside it.
  await page.goto('/tickets')
  await expect(page.getByText(`${line.name} · ${label(running)}`).first()).toBeVisible()
  await context.close()
})
