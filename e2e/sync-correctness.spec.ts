// Nothing silently lost, nothing stuck (issue 16): a refusal survives a lost answer, a logged-out user's queue
// waits for them, a 400 verdict does not wedge the queue, and an idle board is quiet.
import { expect, test } from '@playwright/test'
import { apiLogin, apiSend, withoutHygieneHold } from './support/api'
import { signIn, waitForSync } from './support/app'
import { operatorPhone, productionBoard } from './support/floor-pages'
import { device, serverLine, unique } from './support/sync-steps'
import { arrangeTicket, engineerId, getTicket } from './support/ticket-api'
import { assignTo, openNotSent, ticketCard } from './support/ticket-pages'

test('A refused assignment reaches Not sent even though every push answer was lost on the way back', async ({
  browser,
  request,
}) => {
  const description = unique('Labeller skipping labels')
  const ticket = await arrangeTicket(request, description)
  const agnieszka = await device(browser, 'engineer2', { offline: true })
  await agnieszka.goto('/tickets')
  await agnieszka.getByRole('textbox', { name: 'Search' }).fill(description)
  await expect(ticketCard(agnieszka, description).getByRole('button', { name: 'Assign' })).toBeVisible()
  await agnieszka.context().setOffline(true)
  await assignTo(agnieszka, ticketCard(agnieszka, description), 'Agnieszka Zielinska')
  // Meanwhile IT gives the job to Ethan.
  const it = await apiLogin(request, 'it')
  await apiSend(request, it, 'POST', `/api/tickets/${ticket.id}/assign`, {
    engineerId: await engineerId(request, it, 'Ethan'),
  })

  // The Wi-Fi drops every push answer after the server has committed it.
  let dropped = 0
  await agnieszka.route('**/api/sync/push', async (route) => {
    await route.fetch()
    dropped++
    await route.abort('connectionreset')
  })
  await agnieszka.context().setOffline(false)
  await expect.poll(() => dropped).toBeGreaterThan(0)
  await expect(agnieszka.getByRole('button', { name: 'Open sync panel' })).toContainText('Not sent: 1')
  const notSent = await openNotSent(agnieszka)
  await expect(notSent).toHaveCount(1)
  await expect(notSent).toContainText('Ticket assignment')
  // The server's reason (code conflict: only open unassigned tickets can be assigned), in the user's words.
  await expect(notSent).toContainText('Someone changed this first, so it can no longer be done.')
  await agnieszka.keyboard.press('Escape')
  await expect(ticketCard(agnieszka, description)).toContainText('Assigned to Ethan Walsh')
  expect(await getTicket(request, it, ticket.id)).toMatchObject({ assignedEngineerName: 'Ethan Walsh' })
  await agnieszka.context().close()
})

test('Work queued before a logout waits for its user, is never sent as the next user, and goes out at their next sign-in', async ({
  browser,
  request,
}) => {
  const line = await serverLine(request, 30)
  await withoutHygieneHold(request, 30)
  const phone = await device(browser, 'operator', { offline: true })
  await operatorPhone(phone).openLine(line.name)
  await phone.context().setOffline(true)
  const target = line.status === 'maintenance' ? 'LINE OK' : 'MAINTENANCE'
  await phone.getByRole('button', { name: target, exact: true }).click()
  // The press is on the device before the page is left (a navigation would abort its IndexedDB write).
  await expect(phone.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')
  await phone.goto('/')
  await phone.getByRole('button', { name: 'Switch User / Logout' }).click()
  // With unsent work the logout warns first (issue 17 §9); keeping the change on the device is the point here.
  await phone.getByRole('button', { name: 'Log out, keep them' }).click()
  await phone.context().setOffline(false)

  // The next shift signs in on the same phone: Olivia's change is not theirs to send.
  await signIn(phone, 'operator2')
  await expect(phone.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')
  await phone.waitForTimeout(1500)
  expect((await serverLine(request, 30)).status).toBe(line.status)

  await phone.goto('/')
  await phone.getByRole('button', { name: 'Switch User / Logout' }).click()
  // Olivia's change still waits on the device, so the logout may warn about it first.
  const keep = phone.getByRole('button', { name: 'Log out, keep them' })
  await expect(keep.or(phone.getByRole('button', { name: 'Login' }))).toBeVisible()
  if (await keep.isVisible()) await keep.click()
  await signIn(phone, 'operator')
  await waitForSync(phone)
  expect(await serverLine(request, 30)).toMatchObject({
    status: target === 'MAINTENANCE' ? 'maintenance' : 'running',
    statusChangedBy: 'Olivia Nowak',
  })
  await phone.context().close()
})

test('A 400 answer is a verdict: the change goes to Not sent with the reason and the next one still goes out', async ({
  browser,
  request,
}) => {
  const line = await serverLine(request, 31)
  await withoutHygieneHold(request, 31)
  const phone = await device(browser, 'operator')
  await operatorPhone(phone).openLine(line.name)
  let refused = false
  await phone.route('**/api/sync/push', async (route) => {
    if (refused) return route.continue()
    refused = true
    await route.fulfill({
      status: 400,
      json: { error: 'validation', message: 'Invalid args.status: the server refused this change' },
    })
  })
  const [first, second, expected] =
    line.status === 'maintenance' ? ['MAINTENANCE', 'LINE OK', 'running'] : ['LINE OK', 'MAINTENANCE', 'maintenance']
  await phone.getByRole('button', { name: first, exact: true }).click()
  await expect(phone.getByRole('button', { name: 'Open sync panel' })).toContainText('Not sent: 1')
  const notSent = await openNotSent(phone)
  // The 400 named args.status: the reason reads in the user's words.
  await expect(notSent).toContainText('Status is not valid.')
  await phone.keyboard.press('Escape')
  await phone.getByRole('button', { name: second, exact: true }).click()
  await waitForSync(phone)
  expect((await serverLine(request, 31)).status).toBe(expected)
  await phone.context().close()
})

test('An idle andon board with a live stream makes no sync requests beyond the 15 s fallback', async ({ browser }) => {
  const board = await device(browser, 'operator2')
  await productionBoard(board).open()
  await expect(board.getByTestId('sync-indicator')).toContainText('Synced')
  await board.waitForTimeout(1000)
  const calls: string[] = []
  const answers: Promise<void>[] = []
  board.on('response', (res) => {
    const url = new URL(res.url())
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/events') return
    const call = `${res.request().method()} ${url.pathname}`
    if (url.pathname !== '/api/sync/pull') return void calls.push(call)
    // A pull that brought changes made meanwhile (stories on other workers write too) was asked for by a poke:
    // only a pull that found nothing new counts against the fallback's budget.
    const asked = Number(url.searchParams.get('cursor') ?? -1)
    answers.push(
      res.json().then(
        (body: { cursor: number }) => void (body.cursor > asked || calls.push(call)),
        () => void calls.push(call),
      ),
    )
  })
  await board.waitForTimeout(16_000)
  await Promise.all(answers)
  // At most one fallback pull in 16 s (the old engine pulled about three times a second).
  expect(calls.filter((c) => c.startsWith('POST'))).toEqual([])
  expect(calls.length).toBeLessThanOrEqual(2)
  await board.context().close()
})

test('Two tabs on one tablet: Refresh in the second tab is done by the first, and both show its sync', async ({
  browser,
}) => {
  const first = await device(browser, 'operator')
  await productionBoard(first).open()
  const second = await first.context().newPage()
  await productionBoard(second).open()
  // The second tab does not sync itself: it shows the first tab's state.
  await waitForSync(second)
  const syncCalls = (page: typeof first) => {
    const urls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/sync/')) urls.push(r.url())
    })
    return urls
  }
  const byFirst = syncCalls(first)
  const bySecond = syncCalls(second)
  await second.getByRole('button', { name: 'Refresh' }).click()
  await expect.poll(() => byFirst.filter((u) => u.includes('/api/sync/pull')).length).toBeGreaterThan(0)
  await first.waitForTimeout(500)
  expect(bySecond).toEqual([])
  // A change queued in the second tab is pushed by the first at once (decision 273), not at its next 15 s poll.
  await second.goto('/mobile-operator?line=2')
  const pushesBefore = byFirst.filter((u) => u.includes('/api/sync/push')).length
  await second.getByRole('button', { name: 'MAINTENANCE' }).click()
  await expect
    .poll(() => byFirst.filter((u) => u.includes('/api/sync/push')).length, { timeout: 5000 })
    .toBeGreaterThan(pushesBefore)
  expect(bySecond).toEqual([])
  await productionBoard(second).open()
  // The first tab is closed: the second one leads now and syncs on its own.
  await first.close()
  await second.getByRole('button', { name: 'Refresh' }).click()
  await expect.poll(() => bySecond.filter((u) => u.includes('/api/sync/pull')).length).toBeGreaterThan(0)
  await waitForSync(second)
  await second.context().close()
})
