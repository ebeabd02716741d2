// Stories of the engineering dashboard's machines: CSV import, status changes offline, add/edit/delete, axe.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { signedInPage, waitForSync } from './support/app'
import { expectNoSeriousAxe } from './support/axe'
import { auditCount, chooseOption, machineCard, openLineMachines, serverMachines, toast } from './support/machine-pages'

const engineerPage = (browser: Browser, offline = false): Promise<Page> =>
  signedInPage(browser, 'engineer', { offline })

test('A CSV with a bad date and a duplicate code imports the good rows and lists the rest', async ({
  browser,
  request,
}) => {
  const page = await engineerPage(browser, true)
  await openLineMachines(page, 'Unit B - Line 5')

  await page.getByRole('button', { name: 'Import Machines' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import Machines' })
  const csv = [
    'Code,Description,Is Active,Serial No,Last Changed On,Location,Manufacturer',
    'E2E-IMP-1,Bone saw,yes,SN-E2E-1,03/02/2024,Prep room,Bizerba',
    'E2E-IMP-2,Portion cutter,yes,,2024-03-01,,',
    'L01-M1,Seeded already,,,,,',
    'E2E-IMP-3,Vacuum tumbler,no,,,,',
    'E2E-IMP-3,Vacuum tumbler again,,,,,',
  ].join('\n')
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'line5.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  const preview = dialog.getByRole('region', { name: 'Preview of the chosen file' })
  await expect(preview.getByRole('row')).toHaveCount(4)
  await expect(dialog.getByText('Showing the first 3 data rows of your file.')).toBeVisible()

  // The import needs the server: offline it says so and keeps the file for when the connection is back.
  await page.context().setOffline(true)
  await dialog.getByRole('button', { name: 'Import Machines' }).click()
  await expect(dialog.getByRole('alert', { name: 'No connection' })).toContainText(
    'Importing needs a connection to the server',
  )
  await expect(preview.getByRole('row')).toHaveCount(4)
  await page.context().setOffline(false)
  await waitForSync(page)

  await dialog.getByRole('button', { name: 'Import Machines' }).click()
  const results = dialog.getByRole('region', { name: 'Import Results' })
  await expect(results.getByRole('group', { name: 'Successful' })).toContainText('2')
  await expect(results.getByRole('group', { name: 'Failed' })).toContainText('1')
  await expect(results.getByRole('group', { name: 'Duplicates' })).toContainText('2')
  await expect(results.getByRole('region', { name: 'Import errors' }).getByRole('listitem')).toHaveText([
    'Row 3: Last Changed On must be DD/MM/YYYY',
  ])
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100')
  await expect(toast(page, 'Import Partially Successful')).toContainText(
    'Imported 2 machines, 1 failed. Check details below.',
  )
  // Toasts show one at a time: the duplicates toast follows once the first has had its 5 s.
  await expect(toast(page, 'Duplicates Skipped')).toContainText('2 machines were skipped as they already exist', {
    timeout: 8_000,
  })

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(machineCard(page, 'Bone saw')).toBeVisible()
  await expect(machineCard(page, 'Vacuum tumbler')).toBeVisible()
  await expect(machineCard(page, 'Portion cutter')).toHaveCount(0)

  const codes = (await serverMachines(request, 5)).map((m) => m.code)
  expect(codes).toEqual(expect.arrayContaining(['E2E-IMP-1', 'E2E-IMP-3']))
  expect(codes).not.toContain('E2E-IMP-2')
  await page.context().close()
})

test("An engineer changes a machine's status offline; it shows at once and reaches the server once after reconnect", async ({
  browser,
  request,
}) => {
  const [machine] = await serverMachines(request, 7)
  if (!machine) throw new Error('the demo seed gives every line machines')
  const target = machine.status === 'fault' ? 'maintenance' : 'fault'
  const label = target === 'fault' ? 'Fault' : 'Maintenance'
  const page = await engineerPage(browser, true)
  await openLineMachines(page, 'Unit B - Line 7')
  const card = machineCard(page, machine.name)
  await expect(card).toBeVisible()

  await page.context().setOffline(true)
  await expect(page.getByTestId('sync-indicator')).toContainText('Offline')
  await card.getByRole('button', { name: label }).click()
  const confirm = page.getByRole('dialog', { name: 'Change Machine Status' })
  await expect(confirm).toContainText(`Change the status of ${machine.name} to ${label.toUpperCase()}?`)
  await confirm.getByRole('button', { name: 'Confirm' }).click()

  // Offline the phone says what happened (issue 17 §2): saved on this device, not "Status Updated".
  await expect(toast(page, 'Saved on this device')).toContainText(
    'Not sent yet: it will be sent when the connection returns.',
  )
  await expect(toast(page, 'Status Updated')).toHaveCount(0)
  await expect(card.getByText(label, { exact: true }).first()).toBeVisible()
  await expect(card.getByRole('button', { name: label })).toBeDisabled()
  await expect(page.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '1')
  expect((await serverMachines(request, 7)).find((m) => m.id === machine.id)?.status).toBe(machine.status)
  expect(auditCount('machine.update', machine.id)).toBe(0)

  await page.context().setOffline(false)
  await waitForSync(page)
  expect((await serverMachines(request, 7)).find((m) => m.id === machine.id)?.status).toBe(target)
  await page.reload()
  await expect(machineCard(page, machine.name).getByRole('button', { name: label })).toBeDisabled()
  await waitForSync(page)
  expect(auditCount('machine.update', machine.id)).toBe(1)
  await page.context().close()
})

test('An engineer adds, edits and deletes a machine', async ({ browser, request }) => {
  const page = await engineerPage(browser)
  await openLineMachines(page, 'Unit B - Line 12')

  await page.getByRole('button', { name: 'Add Machine', exact: true }).click()
  const add = page.getByRole('dialog', { name: 'Add Machine to Unit B - Line 12' })
  await chooseOption(page, 'Machine Type', 'Conveyor')
  await add.getByRole('button', { name: 'Add Machine' }).click()
  await expect(toast(page, 'Validation Error')).toContainText('Machine name and type are required')
  await add.getByLabel('Machine Name').fill('E2E Infeed Belt')
  await add.getByLabel('Model (optional)').fill('Intralox S900')
  await add.getByLabel('Serial Number (optional)').fill('SN-E2E-42')
  await add.getByRole('button', { name: 'Add Machine' }).click()
  await expect(toast(page, 'Machine added successfully')).toBeVisible({ timeout: 20_000 })
  await expect(add).toBeHidden()
  await expect(machineCard(page, 'E2E Infeed Belt')).toContainText('Model: Intralox S900')
  await waitForSync(page)
  const created = (await serverMachines(request, 12)).find((m) => m.name === 'E2E Infeed Belt')
  expect(created).toMatchObject({
    type: 'conveyor',
    model: 'Intralox S900',
    serialNumber: 'SN-E2E-42',
    status: 'operational',
    lineId: 12,
  })

  await machineCard(page, 'E2E Infeed Belt').getByRole('button', { name: 'Edit E2E Infeed Belt' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Machine' })
  await expect(edit.getByLabel('Machine Name')).toHaveValue('E2E Infeed Belt')
  await edit.getByLabel('Machine Name').fill('E2E Outfeed Belt')
  await chooseOption(page, 'Initial Status', 'Offline')
  await edit.getByRole('button', { name: 'Update Machine' }).click()
  await expect(toast(page, 'Machine updated successfully')).toBeVisible({ timeout: 20_000 })
  await expect(machineCard(page, 'E2E Outfeed Belt')).toContainText('Offline')
  await waitForSync(page)
  expect((await serverMachines(request, 12)).find((m) => m.id === created!.id)).toMatchObject({
    name: 'E2E Outfeed Belt',
    status: 'offline',
  })

  await machineCard(page, 'E2E Outfeed Belt').getByRole('button', { name: 'Delete E2E Outfeed Belt' }).click()
  const ask = page.getByRole('dialog', { name: 'Delete Machine' })
  await expect(ask).toContainText('Are you sure you want to delete this machine?')
  await ask.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Machine removed successfully')).toBeVisible({ timeout: 20_000 })
  await expect(machineCard(page, 'E2E Outfeed Belt')).toHaveCount(0)
  await waitForSync(page)
  expect((await serverMachines(request, 12)).some((m) => m.id === created!.id)).toBe(false)
  await page.context().close()
})

test('The engineering dashboard has no serious or critical accessibility violations', async ({ browser }) => {
  // axe on a busy shared machine can take more than a minute.
  test.setTimeout(150_000)
  const page = await engineerPage(browser)
  const check = (where: string) => expectNoSeriousAxe(page, where)
  await page.goto('/engineering')
  await expect(page.getByRole('region', { name: 'Line overview' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await check('overview')

  await openLineMachines(page, 'Unit B - Line 3')
  await expect(page.getByRole('article').first()).toBeVisible()
  await check('machines view')

  await page.getByRole('button', { name: 'Add Machine', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Add Machine to Unit B - Line 3' })).toBeVisible()
  await check('add machine dialog')
  await page.getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('button', { name: 'Import Machines' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import Machines' })
  await dialog
    .getByLabel('CSV file')
    .setInputFiles({ name: 'a.csv', mimeType: 'text/csv', buffer: Buffer.from('Code,Description\nAXE-1,Checked\n') })
  await expect(dialog.getByRole('region', { name: 'Preview of the chosen file' })).toBeVisible()
  await check('import dialog')
  await page.context().close()
})
