// The IT and equipment areas (issue 10): IT resolves and loft issues work offline and reach the server once;
// the equipment dashboard is for admins; the four screens pass axe.
import { axeOf } from './support/axe'
import { expect, test, type Page } from '@playwright/test'
import type { Equipment, Ticket } from '../shared/types'
import { apiGet, apiLogin } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import {
  arrangeItTicketInProgress,
  equipmentCard,
  itTicketCard,
  logLoftIssue,
  resolveItTicket,
} from './support/it-equipment-pages'
import { auditCount, findTicket, getTicket } from './support/ticket-api'
import { expectToast, ticketCard } from './support/ticket-pages'

test('An IT user resolves an IT ticket offline and it is closed once after reconnect', async ({ browser, request }) => {
  const description = `Wi-Fi drops at the Unit C packing desk ${Date.now()}`
  const ticket = await arrangeItTicketInProgress(request, description)
  const it = await signedInPage(browser, 'it', { offline: true })
  await it.goto('/it-dashboard')
  const card = itTicketCard(it, ticket.ticketId!)
  await expect(card).toContainText('In Progress')

  await it.context().setOffline(true)
  await resolveItTicket(it, card, 'Replaced the access point', 45)
  await expectToast(it, 'IT ticket resolved')
  await expect(card).toContainText('Closed')
  await it.reload()
  await expect(itTicketCard(it, ticket.ticketId!)).toContainText('Closed')
  const admin = await apiLogin(request, 'admin')
  expect((await getTicket(request, admin, ticket.id)).status).toBe('in_progress')

  await it.context().setOffline(false)
  await waitForSync(it)
  await it.reload()
  await waitForSync(it)
  const closed = await getTicket(request, admin, ticket.id)
  expect(closed).toMatchObject({ status: 'closed', resolutionSummary: 'Replaced the access point', timeSpent: 45 })
  expect(auditCount(ticket.id, 'ticket.close')).toBe(1)
  await it.context().close()
})

test('An operator logs a loft equipment issue offline; the card turns faulty at once and the engineer sees the ticket after reconnect', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const device = (await apiGet<Equipment[]>(request, admin, '/api/equipment')).find(
    (e) => e.department === 'Engineering' && e.status === 'operational',
  )!
  const description = `Compressor belt squealing ${Date.now()}`
  const operator = await signedInPage(browser, 'operator', { offline: true })
  const engineer = await signedInPage(browser, 'engineer')
  await engineer.goto('/tickets')
  await operator.goto('/loft-dashboard')
  await operator.getByRole('textbox', { name: 'Search' }).fill(device.name)
  const card = equipmentCard(operator, device.name)
  await expect(card).toContainText('RUNNING')

  await operator.context().setOffline(true)
  await logLoftIssue(operator, card, { description, priority: 'high' })
  await expectToast(operator, 'Ticket Created')
  await expect(card).toContainText('FAULT')
  expect((await apiGet<Equipment>(request, admin, `/api/equipment/${device.id}`)).status).toBe('operational')
  expect(await findTicket(request, admin, description)).toBeUndefined()

  await operator.context().setOffline(false)
  await waitForSync(operator)
  await expect(ticketCard(engineer, description)).toBeVisible()
  const ticket = (await findTicket(request, admin, description)) as Ticket
  expect(ticket).toMatchObject({
    priority: 'high',
    category: 'engineering',
    equipmentId: device.id,
    lineName: `Unit ${device.unitCode} - ${device.name}`,
  })
  expect((await apiGet<Equipment>(request, admin, `/api/equipment/${device.id}`)).status).toBe('fault')
  await operator.reload()
  await waitForSync(operator)
  expect(auditCount(ticket.id, 'ticket.quick_create')).toBe(1)
  const all = await apiGet<Ticket[]>(request, admin, '/api/tickets')
  expect(all.filter((t) => t.description === description)).toHaveLength(1)

  await equipmentCard(operator, device.name).getByRole('button', { name: 'Device OK' }).click()
  await expect(equipmentCard(operator, device.name)).toContainText('RUNNING')
  await waitForSync(operator)
  expect((await apiGet<Equipment>(request, admin, `/api/equipment/${device.id}`)).status).toBe('operational')
  await operator.context().close()
  await engineer.context().close()
})

test('An engineer opening /equipment sees Administrator Access Required', async ({ browser }) => {
  const engineer = await signedInPage(browser, 'engineer')
  await engineer.goto('/equipment')
  await expect(engineer.getByRole('heading', { name: 'Administrator Access Required' })).toBeVisible()
  await expect(engineer.getByText('Total Equipment')).toHaveCount(0)
  await engineer.context().close()
})

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Read the screen at rest: a toast still fading in is half transparent, and axe would judge that frame's colours.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const { violations } = await axeOf(page).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

// axe over 40 line cards or every device takes a while on a shared machine: one test per signed-in role.
test.describe('The IT and equipment screens have no serious or critical accessibility violations', () => {
  test.describe.configure({ timeout: 120_000 })

  test('IT Dashboard and IT Monitoring, with the line detail', async ({ browser }) => {
    const found: string[] = []
    const it = await signedInPage(browser, 'it')
    await it.goto('/it-dashboard')
    await expect(it.getByRole('heading', { name: 'IT Support Dashboard' })).toBeVisible()
    // Its line cards (which lines depends on what other stories did to them).
    await expect(it.getByRole('group', { name: / - Line \d+$/ }).first()).toBeVisible()
    found.push(...(await seriousViolations(it, '/it-dashboard')))
    await it.goto('/monitoring')
    await expect(it.getByRole('heading', { name: 'Active IT Tickets' })).toBeVisible()
    found.push(...(await seriousViolations(it, '/monitoring')))
    await it
      .getByRole('button', { name: /^Details of / })
      .first()
      .click()
    await expect(it.getByRole('dialog')).toBeVisible()
    found.push(...(await seriousViolations(it, '/monitoring line detail')))
    await it.context().close()
    expect(found).toEqual([])
  })

  test('Equipment dashboard', async ({ browser }) => {
    const admin = await signedInPage(browser, 'admin')
    await admin.goto('/equipment')
    await expect(admin.getByRole('heading', { name: 'Units Overview' })).toBeVisible()
    await expect(admin.getByRole('article').first()).toBeVisible()
    const found = await seriousViolations(admin, '/equipment')
    await admin.context().close()
    expect(found).toEqual([])
  })

  test('Loft equipment dashboard, with the Log Equipment Issue dialog', async ({ browser }) => {
    const operator = await signedInPage(browser, 'operator')
    await operator.goto('/loft-dashboard')
    await expect(operator.getByRole('article').first()).toBeVisible()
    const found = await seriousViolations(operator, '/loft-dashboard')
    await operator.getByRole('article').first().getByRole('button', { name: 'Log Issue' }).click()
    await expect(operator.getByRole('dialog', { name: 'Log Equipment Issue' })).toBeVisible()
    found.push(...(await seriousViolations(operator, '/loft-dashboard Log Equipment Issue dialog')))
    await operator.context().close()
    expect(found).toEqual([])
  })
})
