// Line status: the latest action wins (issue 13.1), in both orders.
import { expect, test } from '@playwright/test'
import { apiLogin, apiSend } from './support/api'
import { waitForSync } from './support/app'
import { operatorPhone } from './support/floor-pages'
import { device, serverLine } from './support/sync-steps'

test('Someone re-saves a line as running, then the phone offline presses MAINTENANCE: back online the press wins', async ({
  browser,
  request,
}) => {
  const line = await serverLine(request, 32)
  expect(line.status).toBe('running')
  const phone = await device(browser, 'operator', { offline: true })
  await operatorPhone(phone).openLine(line.name)
  await apiSend(request, await apiLogin(request, 'operator2'), 'PATCH', `/api/production-lines/${line.id}`, {
    status: 'running',
  })
  await phone.context().setOffline(true)
  await phone.getByRole('button', { name: 'MAINTENANCE', exact: true }).click()
  await phone.context().setOffline(false)
  await waitForSync(phone)
  expect(await serverLine(request, 32)).toMatchObject({ status: 'maintenance', statusChangedBy: 'Olivia Nowak' })
  await phone.context().close()
})

test('The phone presses MAINTENANCE offline, then someone stops the line: back online the later stop stands and the phone says who', async ({
  browser,
  request,
}) => {
  const line = await serverLine(request, 33)
  const phone = await device(browser, 'operator', { offline: true })
  await operatorPhone(phone).openLine(line.name)
  await phone.context().setOffline(true)
  await phone.getByRole('button', { name: 'MAINTENANCE', exact: true }).click()
  await phone.waitForTimeout(50)
  await apiSend(request, await apiLogin(request, 'operator2'), 'PATCH', `/api/production-lines/${line.id}`, {
    status: 'stopped',
    issue: 'Film jam',
  })
  await phone.context().setOffline(false)
  await waitForSync(phone)
  expect((await serverLine(request, 33)).status).toBe('stopped')
  await phone.getByRole('button', { name: 'Open sync panel' }).click()
  const panel = phone.getByRole('dialog')
  await expect(panel).toContainText('Changed by someone else first')
  await expect(panel).toContainText('Tomas Kazlauskas')
  await phone.context().close()
})
