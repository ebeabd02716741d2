// Honest interface stories (issue 17): no success the server has not confirmed, what a role cannot do is
// not offered, the board says when its data is old, "Not sent" in the user's language, logout keeps work.
import { axeOf } from './support/axe'
import { expect, test } from '@playwright/test'
import type { ProductionLine, Ticket } from '../shared/types'
import { apiGet, apiLogin, withoutHygieneHold } from './support/api'
import { countInCache, skipSplash, waitForSync } from './support/app'
import { operatorPhone } from './support/floor-pages'
import { device, PHONE, queueRaw, TABLET } from './support/honest'

test('An operator marks a line OK: offline the phone says "saved on this device", online "Line Status Updated" only once the server has it', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'operator')
  const lines = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
  // Line 2 is this story's own; its presses are not about hygiene clearance.
  const line = lines.find((l) => l.id === 2)!
  await withoutHygieneHold(request, line.id)
  const { context, page } = await device(browser, 'operator', PHONE, 'en', { offline: true })
  await operatorPhone(page).openLine(line.name)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'MAINTENANCE', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Saved on this device' })).toContainText(
    'Not sent yet: it will be sent when the connection returns.',
  )
  await expect(page.getByText('Maintenance Mode', { exact: true })).toHaveCount(0)

  await context.setOffline(false)
  await waitForSync(page)
  await page.getByRole('button', { name: 'LINE OK' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Line Status Updated' })).toBeVisible({ timeout: 15_000 })
  // The green toast came after the server had it.
  expect((await apiGet<ProductionLine>(request, token, `/api/production-lines/${line.id}`)).status).toBe('running')
  await context.close()
})

test('A read-only viewer is offered no line status buttons on the phone nor on the line tablet', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'operator')
  const [line] = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
  const phone = await device(browser, 'viewer', PHONE)
  await operatorPhone(phone.page).openLine(line!.name)
  await expect(
    phone.page.getByText('Line status is set by operators and engineers; your role can view it.'),
  ).toBeVisible()
  for (const name of ['LINE OK', 'MAINTENANCE', 'REPORT ISSUE', 'SCAN TO LOG TICKET'])
    await expect(phone.page.getByRole('button', { name })).toHaveCount(0)
  await phone.page.setViewportSize(TABLET)
  await phone.page.goto(`/line/${line!.id}`)
  await expect(phone.page.getByText('Your role can view this line but not change it.')).toBeVisible()
  for (const name of ['Stop Line', 'Start Line', 'Maintenance Mode', 'Report Issue'])
    await expect(phone.page.getByRole('button', { name })).toHaveCount(0)
  await phone.context.close()
})

test('Report Issue refuses 3,996 characters on the form, because the "[IT] " label takes it past the limit', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'operator')
  const [line] = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
  const { context, page } = await device(browser, 'operator', PHONE)
  await operatorPhone(page).openLine(line!.name)
  await page.getByRole('button', { name: 'REPORT ISSUE' }).click()
  const dialog = page.getByRole('dialog', { name: 'Report Production Issue' })
  await dialog.getByRole('combobox', { name: /Category/ }).selectOption('software')
  await dialog.getByRole('combobox', { name: /Priority/ }).selectOption('high')
  await dialog.getByRole('textbox', { name: /Description/ }).fill('x'.repeat(3996))
  await dialog.getByRole('button', { name: 'Submit Issue' }).click()
  await expect(
    dialog.getByText('Too long: with the ticket-type label added, at most 3995 characters fit.'),
  ).toBeVisible()
  expect(await countInCache(page, 'outbox')).toBe(0)
  await expect(page.getByText('Saved on this device')).toHaveCount(0)
  await context.close()
})

for (const [language, offlineText] of [
  ['en', /^Offline — last updated \d\d:\d\d \(.+ ago\)$/],
  ['pl', /^Offline — ostatnia aktualizacja \d\d:\d\d \(.+ temu\)$/],
] as const) {
  test(`The board says "Offline — last updated HH:MM" instead of "updates every 15 s" when its data is not live (${language})`, async ({
    browser,
  }) => {
    const { context, page } = await device(browser, 'operator2', TABLET, language, { offline: true })
    await page.goto('/production')
    await expect(page.getByTestId('stale-banner')).toHaveCount(0)
    await context.setOffline(true)
    await expect(page.getByTestId('stale-banner')).toHaveText(offlineText)
    await expect(page.getByText('Updates every 15 seconds')).toHaveCount(0)
    expect((await axeOf(page).analyze()).violations).toEqual([])
    await context.setOffline(false)
    await expect(page.getByTestId('stale-banner')).toHaveCount(0, { timeout: 30_000 })
    await context.close()
  })
}

for (const lang of ['en', 'pl'] as const) {
  const words = {
    en: {
      unsent: 'Not sent: 1',
      panel: 'Open sync panel',
      what: 'New ticket',
      reason: 'Description is too long: at most 4000 characters.',
      edit: 'Edit',
      dialog: 'Create Ticket',
      description: 'Description',
      tooLong: 'Too long: at most 4000 characters.',
      discard: 'Discard',
      question: 'Discard this change? It will never be sent.',
    },
    pl: {
      unsent: 'Niewysłane: 1',
      panel: 'Otwórz panel synchronizacji',
      what: 'Nowe zgłoszenie',
      reason: 'Opis: za długie, najwyżej 4000 znaków.',
      edit: 'Edytuj',
      dialog: 'Utwórz zgłoszenie',
      description: 'Opis',
      tooLong: 'Za długie: najwyżej 4000 znaków.',
      discard: 'Odrzuć',
      question: 'Odrzucić tę zmianę? Nigdy nie zostanie wysłana.',
    },
  }[lang]
  test(`A refused ticket reads in ${lang} with what, where, when and who; Edit opens Create Ticket prefilled, the fix is sent; Discard asks once`, async ({
    browser,
    request,
  }) => {
    const token = await apiLogin(request, 'operator')
    const [line] = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
    const { page } = await device(browser, 'operator', PHONE, lang)
    const text = `Fixed ${lang} ${Date.now()}`
    // As an older client without the form checks would have queued them: the server refuses both (400).
    const args = (id: string) => ({
      id,
      lineId: line!.id,
      lineName: line!.name,
      category: 'electrical',
      priority: 'high',
      description: `${text} ${'x'.repeat(4000)}`,
      status: 'open',
    })
    const id = crypto.randomUUID()
    await queueRaw(page, 'ticket.create', args(id))
    await page.reload()
    await expect(page.getByTestId('sync-indicator')).toContainText(words.unsent, { timeout: 20_000 })
    await page.getByRole('button', { name: words.panel }).click()
    const items = page.getByTestId('not-sent-item')
    await expect(items).toHaveCount(1)
    const first = items.first()
    await expect(first).toContainText(`${words.what} — ${line!.name}`)
    await expect(first).toContainText('Olivia Nowak')
    await expect(first.getByTestId('not-sent-reason')).toHaveText(words.reason)
    expect((await axeOf(page).include('[data-testid="not-sent-item"]').analyze()).violations).toEqual([])

    // Edit opens the real Create Ticket dialog, prefilled from the refused change, with the same checks.
    await first.getByRole('button', { name: words.edit }).click()
    const dialog = page.getByRole('dialog', { name: words.dialog })
    await expect(dialog).toBeVisible()
    const description = dialog.getByRole('textbox', { name: words.description })
    await expect(description).toHaveValue(`${text} ${'x'.repeat(4000)}`)
    await expect(dialog.getByRole('combobox').first()).toHaveValue(String(line!.id))
    await dialog.getByRole('button', { name: words.dialog }).click()
    await expect(dialog.getByText(words.tooLong)).toBeVisible()
    await expect(items).toHaveCount(1)
    expect(
      (await axeOf(page).include('[role="dialog"]').analyze()).violations.filter((v) =>
        ['serious', 'critical'].includes(v.impact ?? ''),
      ),
    ).toEqual([])
    await description.fill(text)
    await dialog.getByRole('button', { name: words.dialog }).click()
    await expect(dialog).toBeHidden()
    // The refused entry left Not sent; the fixed ticket (same id, same category and priority) reached the server.
    await expect(items).toHaveCount(0)
    await expect
      .poll(
        async () => (await apiGet<Ticket[]>(request, token, '/api/tickets')).filter((t) => t.description === text),
        { timeout: 20_000 },
      )
      .toEqual([expect.objectContaining({ id, category: 'electrical', priority: 'high', lineId: line!.id })])
    await expect(page.getByTestId('sync-indicator')).not.toContainText(words.unsent)

    await queueRaw(page, 'ticket.create', args(crypto.randomUUID()))
    await page.reload()
    await page.getByRole('button', { name: words.panel }).click()
    await expect(items).toHaveCount(1, { timeout: 20_000 })
    await items.first().getByRole('button', { name: words.discard }).click()
    await expect(items.first()).toContainText(words.question)
    await expect(items).toHaveCount(1)
    await items.first().getByRole('button', { name: words.discard }).click()
    await expect(items).toHaveCount(0)
  })
}

test('Logging out with unsent work says how many of what, offers Send now online, and never drops them', async ({
  browser,
  request,
}) => {
  const token = await apiLogin(request, 'operator')
  const lines = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
  // Line 3 is this story's own; leaving maintenance is not about hygiene clearance here.
  const line = lines.find((l) => l.id === 3)!
  await withoutHygieneHold(request, line.id)
  const { context, page } = await device(browser, 'operator', PHONE, 'en', { offline: true })
  await operatorPhone(page).openLine(line.name)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'MAINTENANCE', exact: true }).click()
  await expect(page.getByText('Saved on this device')).toBeVisible()
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Switch User / Logout' }).click()
  const dialog = page.getByRole('dialog', { name: 'Changes not sent yet' })
  await expect(dialog).toContainText('Changes on this device waiting to be sent: 1')
  await expect(dialog).toContainText('Line status change: 1')
  await expect(dialog.getByRole('button', { name: 'Send now' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Stay signed in' }).click()

  await context.setOffline(false)
  await waitForSync(page)
  // Online with a change not yet pushed (queued by a tab that has not synced): Send now, then out.
  const now = await apiGet<ProductionLine>(request, token, `/api/production-lines/${line.id}`)
  await queueRaw(page, 'line.setStatus', {
    lineId: line.id,
    status: 'stopped',
    issue: null,
    baseVersion: now.version,
    at: new Date().toISOString(),
  })
  await page.getByRole('button', { name: 'Switch User / Logout' }).click()
  await expect(dialog).toContainText('Line status change: 1')
  await dialog.getByRole('button', { name: 'Send now' }).click()
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 })
  expect(await countInCache(page, 'outbox')).toBe(0)
  expect((await apiGet<ProductionLine>(request, token, `/api/production-lines/${line.id}`)).status).toBe('stopped')
  await context.close()
})

test('Logging out offline keeps the change on the device', async ({ browser, request }) => {
  const token = await apiLogin(request, 'operator')
  // Line 4 is this story's own.
  const line = (await apiGet<ProductionLine[]>(request, token, '/api/production-lines')).find((l) => l.id === 4)
  await withoutHygieneHold(request, 4)
  const { context, page } = await device(browser, 'operator', PHONE, 'en', { offline: true })
  await operatorPhone(page).openLine(line!.name)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'LINE OK' }).click()
  await expect(page.getByText('Saved on this device')).toBeVisible()
  await page.goto('/dashboard')
  await page.getByRole('button', { name: 'Switch User / Logout' }).click()
  await page.getByRole('button', { name: 'Log out, keep them' }).click()
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  expect(await countInCache(page, 'outbox')).toBe(1)
  await context.close()
})

test('The role chosen at login is checked against the account', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE })
  await skipSplash(context)
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('Username').fill('engineer')
  await page.getByLabel('Password', { exact: true }).fill('demo1234')
  await page.getByLabel('Role').selectOption('operator')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'This account is Engineer, not Operator. Engineer is now selected: press Login again to sign in as Engineer.',
  )
  await expect(page.getByLabel('Role')).toHaveValue('engineer')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/engineer-dashboard$/)
  await context.close()
})

test('The line tablet picker lists the lines that exist, under their real units', async ({ browser, request }) => {
  const token = await apiLogin(request, 'operator')
  const lines = await apiGet<ProductionLine[]>(request, token, '/api/production-lines')
  const { context, page } = await device(browser, 'operator', TABLET)
  await page.goto('/line-dashboard')
  const links = page.locator('a[href^="/line/"]')
  await expect(links).toHaveCount(lines.length)
  const ids = (await links.evaluateAll((as) => as.map((a) => Number(a.getAttribute('href')?.split('/').pop())))).sort(
    (a, b) => a - b,
  )
  expect(ids).toEqual(lines.map((l) => l.id).sort((a, b) => a - b))
  await expect(page.getByRole('region', { name: /^Unit C/ }).locator('a[href="/line/22"]')).toBeVisible()
  await context.close()
})
