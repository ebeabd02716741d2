// Administration stories: users, the Teams webhook reaching a real receiver, and who may open settings.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { startReceiver, type Receiver } from '../server/testing/webhook-receiver'
import { apiLogin, apiSend } from './support/api'
import { signedInPage } from './support/app'
import { expectNoSeriousAxe as expectNoSeriousViolations } from './support/axe'
import { addUser, choose, openAdminTab, webhookCard } from './support/admin-pages'

const actor = (browser: Browser, username: string, password?: string): Promise<Page> =>
  signedInPage(browser, username, { password, sync: false })

test('An admin creates an engineer, who signs in and lands on /engineer-dashboard', async ({ browser }) => {
  const admin = await actor(browser, 'admin')
  await expect(admin).toHaveURL(/\/admin$/)
  await addUser(admin, {
    firstName: 'Jan',
    lastName: 'Kowalski',
    username: 'jkowalski',
    email: 'jan.kowalski@plant.example',
    role: 'Engineer',
    password: 'Spanner-2026',
  })
  await expectNoSeriousViolations(admin, '/admin users')

  const engineer = await actor(browser, 'jkowalski', 'Spanner-2026')
  await expect(engineer).toHaveURL(/\/engineer-dashboard$/)
  await engineer.context().close()

  // The sign-up shows in the audit trail, filtered by action.
  await openAdminTab(admin, 'Audit')
  await choose(admin, admin, 'Action', 'user.create')
  await expect(admin.getByRole('cell', { name: 'user.create' })).toHaveCount(1)
  await admin.context().close()
})

test.describe('Teams webhook', () => {
  let receiver: Receiver
  test.beforeAll(async () => {
    receiver = await startReceiver()
  })
  test.afterAll(async () => {
    await receiver.close()
  })

  test('An admin enables the Engineering webhook, tests it, and a new mechanical ticket reaches the receiver as an Adaptive Card', async ({
    browser,
    request,
  }) => {
    const admin = await actor(browser, 'admin')
    await admin.goto('/settings')
    const card = webhookCard(admin, 'Engineering Team')
    await expect(card.getByRole('button', { name: 'Test Webhook' })).toBeDisabled()

    const url = card.getByRole('textbox', { name: 'Webhook URL' })
    await url.fill(receiver.url('/engineering'))
    await url.press('Enter')
    await expect(admin.getByText('Teams webhook configuration saved successfully')).toBeVisible()
    const enable = card.getByRole('switch', { name: 'Send Engineering Team alerts' })
    await enable.click()
    await expect(enable).toBeChecked()
    await expect(card.getByText('Active', { exact: true })).toBeVisible()
    await expectNoSeriousViolations(admin, '/settings')

    await card.getByRole('button', { name: 'Test Webhook' }).click()
    await expect(admin.getByText('Teams webhook test successful')).toBeVisible()
    await expect(card.getByText(/^Last used: \d/)).toBeVisible()
    // Other stories' tickets run on the same server: once Engineering is on, their alerts may reach this receiver too.
    const has = (text: string) => (post: { body: unknown }) => JSON.stringify(post.body).includes(text)
    const testPost = await receiver.waitForPost(has('Lineside test message'))
    expect(testPost.path).toBe('/engineering')

    const operator = await apiLogin(request, 'operator')
    const ticket = await apiSend<{ id: string; ticketId: string }>(request, operator, 'POST', '/api/tickets', {
      lineName: 'Unit B - Line 5',
      category: 'mechanical',
      priority: 'high',
      description: 'Conveyor belt torn at the infeed',
    })
    const alert = await receiver.waitForPost(has(ticket.ticketId), 15_000)
    expect(alert.path).toBe('/engineering')
    const message = alert.body as {
      type: string
      attachments: { contentType: string; content: { version: string; body: unknown[]; actions: { url: string }[] } }[]
    }
    expect(message.type).toBe('message')
    expect(message.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive')
    expect(message.attachments[0]!.content.version).toBe('1.4')
    expect(JSON.stringify(message.attachments[0]!.content.body)).toContain(ticket.ticketId)
    expect(JSON.stringify(message.attachments[0]!.content.body)).toContain('Conveyor belt torn at the infeed')
    expect(message.attachments[0]!.content.actions[0]!.url).toContain(ticket.id)

    // The admin panel's Teams tab shows the department as configured and active.
    await openAdminTab(admin, 'Teams')
    const row = admin.getByRole('row', { name: /Engineering Team/ })
    await expect(row.getByText('Active')).toBeVisible()
    await expectNoSeriousViolations(admin, '/admin teams')
    await admin.context().close()
  })
})

test('An engineer opening /settings sees Administrator Access Required', async ({ browser }) => {
  const engineer = await actor(browser, 'engineer')
  await engineer.goto('/settings')
  await expect(engineer.getByText('Administrator Access Required')).toBeVisible()
  await expect(
    engineer.getByText('You need administrator privileges to configure Teams integration settings.'),
  ).toBeVisible()
  await expectNoSeriousViolations(engineer, '/settings as engineer')
  await engineer.context().close()
})

test('The admin overview shows each security control checked on the server', async ({ browser }) => {
  const admin = await actor(browser, 'admin')
  await admin.goto('/admin')
  await expect(admin.getByText('No anonymous data endpoints')).toBeVisible()
  await expect(admin.getByText(/% enterprise readiness/)).toBeVisible()
  await expectNoSeriousViolations(admin, '/admin overview')
  await admin.context().close()
})

test('Every admin tab and every /settings tab reads cleanly for assistive technology (axe: no serious or critical issue)', async ({
  browser,
}) => {
  // Six full axe runs: more than the default minute on a loaded machine.
  test.setTimeout(180_000)
  const admin = await actor(browser, 'admin')
  // Each tab is checked once its content from the server is on screen.
  const tabs: [string, () => Promise<void>][] = [
    ['Documentation', () => expect(admin.getByRole('button', { name: 'Export All Documentation' })).toBeVisible()],
    ['Roles', () => expect(admin.getByRole('columnheader', { name: 'Manage users' })).toBeVisible()],
    ['Audit', () => expect(admin.getByText(/^Entries: \d+/)).toBeVisible()],
    ['System Info', () => expect(admin.getByRole('columnheader', { name: 'Rows', exact: true })).toBeVisible()],
  ]
  for (const [tab, loaded] of tabs) {
    await openAdminTab(admin, tab)
    await expect(admin.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    await loaded()
    await expectNoSeriousViolations(admin, `/admin ${tab}`)
  }
  await admin.goto('/settings')
  for (const [tab, text] of [
    ['Routing', 'A ticket goes to every active department'],
    ['Setup Guide', 'Set up a webhook'],
  ] as const) {
    await admin.getByRole('tab', { name: tab }).click()
    await expect(admin.getByRole('tabpanel').getByText(text).first()).toBeVisible()
    await expectNoSeriousViolations(admin, `/settings ${tab}`)
  }
  await admin.context().close()
})
