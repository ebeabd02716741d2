// Planned maintenance (issue 28), the engineer's story: a calendar plan made in the plan form gets its work order;
// on a phone, offline, the procedure is filled with one failed check and signed; back online it reaches the server
// once, the corrective ticket exists and is linked, and the answers cannot be changed afterwards (409). A temporary
// repair promises its permanent repair as a work order. Lines 13–16 only.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import type { PmPlan, PmWorkOrder } from '../shared/pm/types'
import type { Ticket } from '../shared/types'
import { apiGet, apiGetAll, apiLogin, apiSend } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { expectNoSeriousAxe } from './support/axe'
import { engineerId } from './support/ticket-api'
import { dialog, ticketCard } from './support/ticket-pages'

const PHONE = { width: 390, height: 844 }

// Each story signs in a fresh browser and syncs the demo plant: slow on a busy machine.
test.describe.configure({ timeout: 120_000 })

async function workOrdersOf(request: APIRequestContext, token: string, planId: string) {
  const all = await apiGet<PmWorkOrder[]>(request, token, '/api/pm/work-orders')
  return all.filter((w) => w.planId === planId)
}

async function arrangePlan(request: APIRequestContext, title: string, lineId: number, steps: unknown[]) {
  const token = await apiLogin(request, 'engineer')
  const plan = await apiSend<PmPlan>(request, token, 'POST', '/api/pm/plans', {
    title,
    lineId,
    leadDays: 3,
    triggers: [{ kind: 'calendar', every: 1, unit: 'month', mode: 'fixed' }],
    steps,
  })
  const [order] = await workOrdersOf(request, token, plan.id)
  return { token, plan, order: order! }
}

async function openWorkOrder(page: Page, title: string) {
  await page.goto('/planned-maintenance')
  await page.getByRole('link', { name: title }).click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
}

test('An engineer creates a calendar plan in the form; its work order appears, due today', async ({
  browser,
  request,
}) => {
  const title = `Filler lubrication ${Date.now()}`
  const page = await signedInPage(browser, 'engineer')
  await page.goto('/planned-maintenance?tab=plans')
  await expectNoSeriousAxe(page, 'plans tab')
  await page.getByRole('button', { name: 'New plan' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByRole('combobox', { name: 'Line', exact: true }).click()
  await page.getByRole('option', { name: /Line 13$/ }).click()
  await dialog.getByLabel('What to do').first().fill('Grease the filler valves')
  await expectNoSeriousAxe(page, 'plan form')
  await dialog.getByRole('button', { name: 'Save plan' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('cell', { name: title })).toBeVisible()

  await waitForSync(page)
  const token = await apiLogin(request, 'engineer')
  const plans = await apiGet<PmPlan[]>(request, token, '/api/pm/plans')
  const plan = plans.find((p) => p.title === title)!
  expect(plan).toMatchObject({ lineId: 13, active: true, triggers: [{ kind: 'calendar', every: 1, unit: 'month' }] })
  expect(await workOrdersOf(request, token, plan.id)).toHaveLength(1)

  await page.goto('/planned-maintenance')
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  await expectNoSeriousAxe(page, 'work orders tab')
  await page.getByRole('tab', { name: 'Calendar' }).click()
  await expect(page.getByRole('table', { name: 'Work orders due by line and day' })).toBeVisible()
  await expectNoSeriousAxe(page, 'calendar tab')
})

test('While a tab’s code is still loading, its spinner reads cleanly for assistive technology', async ({ browser }) => {
  // The plans tab's code held back: the spinner shows as long as it would on a slow connection. A bare span with
  // aria-label was axe's aria-prohibited-attr, which the story above met now and then, when axe ran while the
  // code loaded (named :root, the spinner being gone by the time axe wrote its selector; docs/decisions/262).
  // Without the service worker (the default of signedInPage), so the route below sees the request.
  const page = await signedInPage(browser, 'engineer')
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/plan-table-[^/]*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/planned-maintenance?tab=plans')
  await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible()
  await expectNoSeriousAxe(page, 'plans tab loading')
  release()
  await expect(page.getByRole('button', { name: 'New plan' })).toBeVisible()
})

test('On a phone, offline, an engineer fills a procedure with a failed check and signs; online it syncs once, opens a linked corrective ticket and the answers are frozen', async ({
  browser,
  request,
}) => {
  const title = `Capper torque check ${Date.now()}`
  const { token, order } = await arrangePlan(request, title, 14, [
    { kind: 'check', text: 'Guards refitted' },
    { kind: 'reading', text: 'Air pressure', unit: 'bar', min: 5, max: 7 },
    { kind: 'text', text: 'Remarks' },
  ])
  const phone = await signedInPage(browser, 'engineer', { offline: true, context: { viewport: PHONE } })
  await openWorkOrder(phone, title)
  await expectNoSeriousAxe(phone, 'work order')

  await phone.context().setOffline(true)
  await phone.getByRole('radiogroup', { name: '1. Guards refitted' }).getByLabel('Fail').click()
  await phone.getByLabel('2. Air pressure').fill('6.2')
  await phone.getByLabel('3. Remarks').fill('Left guard bolt missing')
  await expect(phone.getByText('1 answer will open a corrective ticket')).toBeVisible()
  await phone.getByRole('button', { name: 'Sign off' }).click()
  await expect(phone.getByText('Waiting to sync')).toBeVisible()
  await expect(phone.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')
  expect((await apiGet<PmWorkOrder>(request, token, `/api/pm/work-orders/${order.id}`)).status).toBe('open')

  await phone.context().setOffline(false)
  await waitForSync(phone)
  await phone.reload()
  await waitForSync(phone)

  const signed = await apiGet<PmWorkOrder>(request, token, `/api/pm/work-orders/${order.id}`)
  expect(signed).toMatchObject({ status: 'done', signedByName: expect.any(String) })
  expect(signed.answers).toHaveLength(3)
  const failed = signed.answers.find((a) => a.stepIndex === 0)!
  expect(failed.value).toBe(false)
  const ticket = await apiGet<Ticket>(request, token, `/api/tickets/${failed.ticketId}`)
  expect(ticket).toMatchObject({ lineId: 14, status: 'open', category: 'maintenance' })
  expect(ticket.description).toContain('Guards refitted')
  const sameTitle = await apiGetAll<Ticket>(request, token, '/api/tickets')
  expect(sameTitle.filter((t) => t.description.includes(title))).toHaveLength(1)
  await expect(phone.getByText(/Signed off by/)).toBeVisible()
  await expect(phone.getByRole('link', { name: 'Corrective ticket' })).toBeVisible()

  const change = await request.post(`/api/pm/work-orders/${order.id}/sign-off`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { answers: [{ id: crypto.randomUUID(), stepIndex: 0, value: true }], signedAt: new Date().toISOString() },
  })
  expect(change.status()).toBe(409)
})

test('A temporary repair needs the permanent repair date, which becomes a work order of its own', async ({
  browser,
  request,
}) => {
  const title = `Conveyor belt splice ${Date.now()}`
  const { token, order } = await arrangePlan(request, title, 15, [{ kind: 'check', text: 'Splice holds' }])
  const page = await signedInPage(browser, 'engineer')
  await openWorkOrder(page, title)
  await page.getByRole('radiogroup', { name: '1. Splice holds' }).getByLabel('Pass').click()
  await page.getByLabel('Temporary repair only').check()
  await expect(page.getByRole('button', { name: 'Sign off' })).toBeDisabled()
  const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
  await page.getByLabel('Permanent repair due').fill(due)
  await page.getByRole('button', { name: 'Sign off' }).click()
  // The sign-off is queued once the click's writes land: wait for it on screen, then for the push.
  await expect(page.getByText(/Signed off by/)).toBeVisible()
  await waitForSync(page)
  await expect
    .poll(async () => (await apiGet<PmWorkOrder>(request, token, `/api/pm/work-orders/${order.id}`)).status)
    .toBe('done')
  const signed = await apiGet<PmWorkOrder>(request, token, `/api/pm/work-orders/${order.id}`)
  expect(signed).toMatchObject({ status: 'done', temporary: true, permanentDueAt: due })
  const follow = await apiGet<PmWorkOrder>(request, token, `/api/pm/work-orders/${signed.followUpId}`)
  expect(follow).toMatchObject({ kind: 'repair', status: 'open', dueAt: due, lineId: 15, sourceWorkOrderId: order.id })
  await page.goto('/planned-maintenance')
  await expect(page.getByRole('link', { name: `Permanent repair: ${title}` })).toBeVisible()
})

test('Closing a ticket in the queue as a temporary repair needs the permanent repair date, which becomes a work order', async ({
  browser,
  request,
}) => {
  const description = `Cable tie on the guard hinge ${Date.now()}`
  const operator = await apiLogin(request, 'operator')
  const it = await apiLogin(request, 'it')
  const ticket = await apiSend<Ticket>(request, operator, 'POST', '/api/tickets', {
    lineName: 'Unit C - Line 16',
    lineId: 16,
    category: 'mechanical',
    priority: 'high',
    description,
    status: 'open',
  })
  await apiSend(request, it, 'POST', `/api/tickets/${ticket.id}/assign`, {
    engineerId: await engineerId(request, it, 'Ethan'),
  })
  await apiSend(request, await apiLogin(request, 'engineer'), 'POST', `/api/tickets/${ticket.id}/accept`)
  const engineer = await signedInPage(browser, 'engineer')
  await engineer.goto('/engineering-queue')
  const card = ticketCard(engineer, description)
  await card.getByRole('button', { name: 'Complete' }).click()
  const d = dialog(engineer, 'Complete Ticket')
  await d.getByRole('textbox', { name: 'Resolution Summary' }).fill('Held with a cable tie until the hinge arrives')
  await d.getByRole('textbox', { name: 'Time Spent (minutes)' }).fill('20')
  await d.getByLabel('Temporary repair only').check()
  await d.getByRole('button', { name: 'Complete Ticket' }).click()
  await expect(d.getByText('A temporary repair needs the date of the permanent one')).toBeVisible()
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  await d.getByLabel('Permanent repair due').fill(due)
  await d.getByRole('button', { name: 'Complete Ticket' }).click()
  await expect(d).toBeHidden()
  await waitForSync(engineer)
  const token = await apiLogin(request, 'engineer')
  const repairs = (await apiGet<PmWorkOrder[]>(request, token, '/api/pm/work-orders?status=open')).filter(
    (w) => w.sourceTicketId === ticket.id,
  )
  expect(repairs).toHaveLength(1)
  expect(repairs[0]).toMatchObject({ kind: 'repair', dueAt: due, lineId: 16 })
  expect((await apiGet<Ticket>(request, token, `/api/tickets/${ticket.id}`)).status).toBe('closed')
})
