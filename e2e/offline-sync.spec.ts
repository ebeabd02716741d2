// The offline-first promise, end to end (issue 3): changes made with no network reach the server exactly
// once, and a change on one device shows on another through the live stream, well before the fallback poll.
import { expect, test, type Browser } from '@playwright/test'
import type { ProductionLine, Ticket } from '../shared/types'
import { apiGet, apiLogin, apiSend } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { operatorPhone, productionBoard } from './support/floor-pages'
import { addNote, createTicketOnManagement, ticketCard } from './support/ticket-pages'
import { arrangeTicket, auditCount, findTicket } from './support/ticket-api'

/** A signed-in device; `offline`: the story takes it offline, so its service worker is ready first. */
async function actor(browser: Browser, username: string, offline = false) {
  const page = await signedInPage(browser, username, { offline })
  if (offline) await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  return page
}

test('Offline on the floor: a line status change, a new ticket and a note, reloaded offline, reach the server exactly once after reconnect', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const lines = await apiGet<ProductionLine[]>(request, admin, '/api/production-lines')
  const line = lines.find((l) => l.status === 'running' && l.id > 20)!
  const description = `Guard interlock sticking ${Date.now()}`
  const noteText = `Lubricated the hinge ${Date.now()}`
  const work = await arrangeTicket(request, `Sealer jaw cold ${Date.now()}`, 'Ethan')
  await apiSend<Ticket>(request, await apiLogin(request, 'engineer'), 'POST', `/api/tickets/${work.id}/accept`)

  const operator = await actor(browser, 'operator', true)
  const engineer = await actor(browser, 'engineer', true)
  await engineer.goto('/engineering-queue')
  await expect(ticketCard(engineer, work.description)).toBeVisible()
  await operatorPhone(operator).openLine(line.name)

  await operator.context().setOffline(true)
  await engineer.context().setOffline(true)
  await operator.getByRole('button', { name: 'MAINTENANCE', exact: true }).click()
  await expect(operator.getByText('Saved on this device')).toBeVisible()
  await operator.goto('/tickets')
  await createTicketOnManagement(operator, { line: 'Unit B - Line 4', description })
  await addNote(engineer, ticketCard(engineer, work.description), noteText)

  // A reload with no network: the queue is on the device, not in memory.
  await operator.reload()
  await expect(operator.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '2')
  await expect(operator.getByTestId('sync-indicator')).toContainText('Offline')
  await expect(ticketCard(operator, description)).toContainText('pending')
  expect((await apiGet<ProductionLine>(request, admin, `/api/production-lines/${line.id}`)).version).toBe(line.version)
  expect(await findTicket(request, admin, description)).toBeUndefined()

  await operator.context().setOffline(false)
  await engineer.context().setOffline(false)
  await waitForSync(operator)
  await waitForSync(engineer)
  // A second round of triggers must not send anything twice.
  await operator.reload()
  await waitForSync(operator)

  expect(await apiGet<ProductionLine>(request, admin, `/api/production-lines/${line.id}`)).toMatchObject({
    status: 'maintenance',
    issue: 'Scheduled maintenance in progress',
    version: line.version + 1,
  })
  const all = await apiGet<Ticket[]>(request, admin, '/api/tickets')
  const created = all.filter((t) => t.description === description)
  expect(created).toHaveLength(1)
  expect(auditCount(created[0]!.id, 'ticket.create')).toBe(1)
  await expect(ticketCard(operator, description)).toContainText(/TKT-\d{6}/)
  const worked = await apiGet<Ticket>(request, admin, `/api/tickets/${work.id}`)
  expect(worked.notes.filter((n) => n.text === noteText)).toHaveLength(1)
  await Promise.all([operator, engineer].map((p) => p.context().close()))
})

test('A change on one device shows on another through the live stream, long before the 15-second poll', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const lines = await apiGet<ProductionLine[]>(request, admin, '/api/production-lines')
  const line = lines.find((l) => l.status === 'running' && l.id < 20)!

  const phone = await actor(browser, 'operator')
  const board = await actor(browser, 'operator2')
  const tiles = productionBoard(board)
  await tiles.open()
  await expect(tiles.tile(line.id)).toHaveAttribute('data-status', 'running')
  await operatorPhone(phone).openLine(line.name)

  const started = Date.now()
  await phone.getByRole('button', { name: 'MAINTENANCE', exact: true }).click()
  // Only the poke can bring it this soon: the fallback poll runs every 15 s. How fast the poke path is, is a
  // figure for `npm run bench:propagation` (p50/p95 over 50 changes), not a timed test.
  await board.waitForFunction(
    (id) => document.querySelector(`[data-line-id="${id}"]`)?.getAttribute('data-status') === 'maintenance',
    line.id,
    {
      timeout: 5000,
    },
  )
  expect(Date.now() - started).toBeLessThan(5000)
  await Promise.all([phone, board].map((p) => p.context().close()))
})
