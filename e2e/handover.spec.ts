// Shift handover per line (issue 34 §3) and escalations on the devices (§2), in Chromium:
// - line 11: the outgoing lead writes and signs the handover offline on one tablet (pre-filled from the device's
//   data), it reaches the server once online, and the incoming lead acknowledges it on another tablet;
// - line 1: a handover left unacknowledged is shown on the line's tablet at the start of the next shift (offline
//   too), the list per line and day shows it, and the day exports in CSV;
// - an escalated ticket wears its badge on the engineer board with its history on the card, offline too, and the
//   badge goes as soon as the engineer accepts the ticket offline.
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { handoverShiftAt } from '../shared/handover/shifts'
import type { ShiftHandover } from '../shared/handover/types'
import type { EscalationStep } from '../shared/push/push'
import type { Ticket } from '../shared/types'
import { apiGet, apiLogin, apiSend, withoutHygieneHold } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { expectNoSeriousAxe } from './support/axe'
import { engineerId, getTicket } from './support/ticket-api'
import { expectToast, ticketCard } from './support/ticket-pages'

const unique = (text: string) => `${text} ${Date.now().toString(36)}`

async function offline(page: Page, on: boolean) {
  await page.context().setOffline(on)
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-online', on ? 'false' : 'true')
}

test('a handover written and signed offline on one tablet is acknowledged on another', async ({ browser, request }) => {
  test.setTimeout(180_000)
  const LINE = 11
  const description = unique('Handover e2e: seal jaw jammed on line 11')
  const admin = await apiLogin(request, 'admin')
  const operatorApi = await apiLogin(request, 'operator')
  await withoutHygieneHold(request, LINE)
  await apiSend(request, await apiLogin(request, 'engineer'), 'PATCH', `/api/production-lines/${LINE}`, {
    status: 'stopped',
  })
  await apiSend(request, operatorApi, 'POST', '/api/tickets', {
    lineId: LINE,
    lineName: 'Unit B - Line 11',
    category: 'mechanical',
    priority: 'critical',
    description,
  })

  // The outgoing lead's tablet, offline: the pre-filled part comes from the device's synced rows.
  const outgoing = await signedInPage(browser, 'operator', { offline: true })
  await outgoing.goto(`/line/${LINE}`)
  await waitForSync(outgoing)
  await offline(outgoing, true)
  await outgoing.getByRole('button', { name: 'Write handover' }).click()
  const form = outgoing.getByRole('dialog', { name: 'Write the handover – Unit B - Line 11' })
  await expect(form.getByTestId('handover-prefill-source')).toHaveText(/Offline: pre-filled from this device/)
  await expect(form.getByTestId('handover-ticket')).toContainText(description)
  await expect(form.getByTestId('handover-ticket')).toContainText('Critical')
  await expect(form.getByTestId('handover-stop')).toContainText('Stopped')
  await expectNoSeriousAxe(outgoing, 'handover form')
  await form.getByLabel('Notes for the next shift').fill('Seal jaw jammed twice; spare jaw is in the cabinet.')
  await form.getByRole('button', { name: 'Sign handover as Olivia Nowak' }).click()
  await expect(outgoing.getByText('Saved on this device').first()).toBeVisible()
  await expect(outgoing.getByTestId('handover-status')).toContainText('waits for the incoming lead')
  // Kept on the device: a reload offline still knows it.
  await outgoing.reload()
  await expect(outgoing.getByTestId('handover-status')).toContainText('waits for the incoming lead')
  const byApi = () => apiGet<ShiftHandover[]>(request, admin, `/api/handovers?lineId=${LINE}`)
  expect(await byApi()).toEqual([])
  await offline(outgoing, false)
  await waitForSync(outgoing)
  const { date, shift } = handoverShiftAt(new Date())
  const [signed] = await byApi()
  expect(signed).toMatchObject({
    lineId: LINE,
    shiftDate: date,
    shift,
    signedBy: 'Olivia Nowak',
    notes: 'Seal jaw jammed twice; spare jaw is in the cabinet.',
    acknowledgedAt: null,
  })
  expect(signed!.items).toContainEqual(expect.objectContaining({ kind: 'ticket', detail: description }))

  // The incoming lead's tablet shows it at the top and acknowledges it.
  const incoming = await signedInPage(browser, 'operator2')
  await incoming.goto(`/line/${LINE}`)
  const banner = incoming.getByTestId('handover-banner')
  await expect(banner).toContainText('Olivia Nowak')
  await expectNoSeriousAxe(incoming, 'line tablet with a handover to read')
  await banner.getByRole('button', { name: 'Read and acknowledge' }).click()
  const read = incoming.getByRole('dialog', { name: 'Shift handover' })
  await expect(read).toContainText('Seal jaw jammed twice; spare jaw is in the cabinet.')
  await expect(read.getByTestId('handover-ticket')).toContainText(description)
  await expectNoSeriousAxe(incoming, 'handover to acknowledge')
  await read.getByLabel('Your note (optional)').fill('Read; will check the jaw at 14:30')
  await read.getByRole('button', { name: 'Acknowledge as Tomas Kazlauskas' }).click()
  await expectToast(incoming, 'Handover acknowledged')
  await expect(banner).toHaveCount(0)
  await waitForSync(incoming)
  expect((await byApi())[0]).toMatchObject({
    acknowledgedBy: 'Tomas Kazlauskas',
    acknowledgeNote: 'Read; will check the jaw at 14:30',
  })
  // The outgoing tablet hears it.
  await waitForSync(outgoing)
  await expect(outgoing.getByTestId('handover-status')).toContainText('acknowledged by Tomas Kazlauskas')
})

test('an unacknowledged handover waits on the line tablet at the start of the shift; listed per line and day; CSV', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const LINE = 1
  const { date, shift } = handoverShiftAt(new Date())
  const engineer = await apiLogin(request, 'engineer')
  await apiSend(request, engineer, 'POST', '/api/handovers', {
    id: crypto.randomUUID(),
    lineId: LINE,
    shiftDate: date,
    shift,
    items: [],
    notes: 'Line 1: metal detector test due at 07:00',
  })

  const tablet = await signedInPage(browser, 'operator', { offline: true })
  await tablet.goto(`/line/${LINE}`)
  await expect(tablet.getByTestId('handover-banner')).toContainText('Ethan Walsh')
  // Offline, after a reload, the tablet still shows it.
  await offline(tablet, true)
  await tablet.reload()
  await expect(tablet.getByTestId('handover-banner')).toContainText('Ethan Walsh')
  // The same shift cannot be handed over twice: the form says who signed it.
  await tablet.getByRole('button', { name: 'Write handover' }).click()
  await expect(tablet.getByTestId('handover-taken')).toContainText('Ethan Walsh')
  await tablet.keyboard.press('Escape')

  // The list per line and day, offline from the device's store.
  await tablet.goto(`/handover?line=${LINE}&date=${date}`)
  await expect(tablet.getByRole('heading', { name: 'Shift handovers' })).toBeVisible()
  await expect(tablet.getByTestId('handover-view')).toHaveCount(1)
  await expect(tablet.getByTestId('handover-view')).toContainText('Line 1: metal detector test due at 07:00')
  await expect(tablet.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  await offline(tablet, false)
  await expectNoSeriousAxe(tablet, 'handover list')
  const download = tablet.waitForEvent('download')
  await tablet.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`handovers-line-${LINE}-${date}.csv`)
  const csv = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(csv[0]).toMatch(/^shift_date,shift,line_id,line,signed_by/)
  expect(csv).toHaveLength(2)
  expect(csv[1]).toContain(`${date},${shift},${LINE},Unit B - Line 1,Ethan Walsh`)
  expect(csv[1]).toContain('Line 1: metal detector test due at 07:00')
  // Another day has none.
  await tablet.goto(`/handover?line=${LINE}&date=2020-01-01`)
  await expect(tablet.getByTestId('handover-none')).toBeVisible()
})

test('an escalated ticket wears its badge and history on the engineer board, offline too, until it is accepted', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const admin = await apiLogin(request, 'admin')
  const { steps: ladder } = await apiGet<{ steps: EscalationStep[] }>(request, admin, '/api/escalation/ladder')
  // Low-priority tickets escalate after one minute for this story (the ladder is put back at the end).
  await apiSend(request, admin, 'PUT', '/api/escalation/ladder', {
    steps: [
      ...ladder.filter((s) => s.priority !== 'low'),
      { priority: 'low', step: 1, afterMinutes: 1, target: 'department', teams: false },
    ],
  })
  try {
    const description = unique('Handover e2e: escalation on line 1')
    const engineerPage = await signedInPage(browser, 'engineer', { offline: true })
    const ticket = await apiSend<Ticket>(request, await apiLogin(request, 'operator'), 'POST', '/api/tickets', {
      lineId: 1,
      lineName: 'Unit B - Line 1',
      category: 'mechanical',
      priority: 'low',
      description,
    })
    const it = await apiLogin(request, 'it')
    await apiSend(request, it, 'POST', `/api/tickets/${ticket.id}/assign`, {
      engineerId: await engineerId(request, it, 'Ethan'),
    })
    await engineerPage.goto('/engineer-dashboard')
    const card = ticketCard(engineerPage, description)
    await expect(card).toBeVisible()
    await expect(card.getByTestId('escalation-badge')).toHaveText('Escalated: step 1', { timeout: 120_000 })
    await expect(card.getByTestId('escalation-history')).toContainText('Step 1')
    await expect(card.getByTestId('escalation-history')).toContainText('Ethan Walsh')
    await expectNoSeriousAxe(engineerPage, 'engineer board with an escalated ticket')

    // Offline: the badge and the history come from the device's store; accepting ends the badge at once.
    await offline(engineerPage, true)
    await engineerPage.reload()
    await expect(card.getByTestId('escalation-badge')).toHaveText('Escalated: step 1')
    await engineerPage.goto('/engineering-queue')
    const queued = ticketCard(engineerPage, description)
    await expect(queued.getByTestId('escalation-history')).toContainText('Step 1')
    await queued.getByRole('button', { name: 'Accept' }).click()
    await expectToast(engineerPage, 'Ticket Accepted')
    await engineerPage.goto('/engineer-dashboard')
    await expect(card).toBeVisible()
    await expect(card.getByTestId('escalation-badge')).toHaveCount(0)
    await expect(card.getByTestId('escalation-history')).toContainText('Step 1')
    await offline(engineerPage, false)
    await waitForSync(engineerPage)
    expect((await getTicket(request, admin, ticket.id)).acceptedAt).not.toBeNull()
    const open = await apiGet<{ escalations: { ticketId: string }[] }>(request, admin, '/api/escalation/open')
    expect(open.escalations.map((e) => e.ticketId)).not.toContain(ticket.id)
  } finally {
    await apiSend(request, admin, 'PUT', '/api/escalation/ladder', { steps: ladder })
  }
})
