// Stop reasons and ideal rates on /settings against the real server in-process (issue 30 §1, §3): an admin
// adds a reason with its three names, a used one cannot be deleted (the screen says to retire it) and is retired,
// and sets a line's ideal rate for a product; the server refuses an engineer the reason tree (403).
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createTestServer, type TestServer } from '../../../server/testing/test-server'
import { writeSession } from '../../lib/session-store'
import { renderApp } from '../../test-utils/render-app'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 2 })
})
afterAll(() => s.close())

const slow = { timeout: 8000 }

async function signIn(username: string) {
  const res = await s.request('POST', '/api/auth/login', { body: { username, password: 'demo1234' } })
  writeSession(res.body.token, res.body.user)
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => s.app.request(input, init))
}

it('an admin adds a reason, cannot delete a used one (told to retire it), retires it', async () => {
  await signIn('admin')
  renderApp('/settings')
  await userEvent.click(await screen.findByRole('tab', { name: 'Stop reasons' }, slow))
  const table = await screen.findByRole('table', { name: 'Stop reasons' }, slow)
  await within(table).findByText(/Mechanical breakdown · Awaria mechaniczna/, undefined, slow)
  await userEvent.click(screen.getByRole('button', { name: 'Add reason' }))
  expect(screen.getAllByText('Required').length).toBe(3)
  await userEvent.type(screen.getByLabelText('Name in English'), 'Power cut')
  await userEvent.type(screen.getByLabelText('Name in Polish'), 'Brak prądu')
  await userEvent.type(screen.getByLabelText('Name in Lithuanian'), 'Elektros nutraukimas')
  await userEvent.click(screen.getByRole('button', { name: 'Add reason' }))
  expect(await within(table).findByText(/Power cut · Brak prądu · Elektros nutraukimas/, undefined, slow)).toBeTruthy()
  const row = await s.db.selectFrom('stop_reasons').selectAll().where('name_en', '=', 'Power cut').executeTakeFirst()
  expect(row).toMatchObject({ name_pl: 'Brak prądu', planned: 0, category: 'other' })

  // The demo's stops use the reasons: deleting one is refused, the screen says to retire it.
  const used = await s.db.selectFrom('stop_parts').select('reason_id').executeTakeFirstOrThrow()
  const name = (
    await s.db.selectFrom('stop_reasons').select('name_en').where('id', '=', used.reason_id).executeTakeFirstOrThrow()
  ).name_en
  await userEvent.click(screen.getByRole('button', { name: `Delete ${name}` }))
  expect(await screen.findByText('Stops already use this reason: retire it instead', undefined, slow)).toBeTruthy()
  await userEvent.click(screen.getByRole('button', { name: `Retire ${name}` }))
  expect(await screen.findByRole('button', { name: `Offer ${name} again` }, slow)).toBeTruthy()
  const retired = await s.db
    .selectFrom('stop_reasons')
    .select('retired_at')
    .where('id', '=', used.reason_id)
    .executeTakeFirstOrThrow()
  expect(retired.retired_at).not.toBeNull()
  // The new, unused reason can be deleted.
  await userEvent.click(screen.getByRole('button', { name: 'Delete Power cut' }))
  await waitFor(() => expect(within(table).queryByText(/Power cut/)).toBeNull(), slow)
}, 90_000)

it('an engineer may not change the tree on the server', async () => {
  const res = await s.as('engineer', 'POST', '/api/stop-reasons', {
    category: 'other',
    nameEn: 'X',
    namePl: 'X',
    nameLt: 'X',
    planned: false,
  })
  expect(res.status).toBe(403)
  expect(
    (await s.as('operator', 'PUT', '/api/product-rates', { productId: 1, lineId: 1, idealRatePerMin: 5 })).status,
  ).toBe(403)
})
