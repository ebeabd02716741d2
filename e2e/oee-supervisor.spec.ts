// An unexplained stop is explained later and split in two by an engineer at the line's tablet (issue 30 §2).
import { expect, test } from '@playwright/test'
import type { LineStop, StopReason } from '../shared/oee/oee-types'
import type { ProductionLine } from '../shared/types'
import { apiGet, apiLogin, apiSend } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { lineTablet } from './support/floor-pages'

test('An engineer explains an unexplained stop and splits it into two reasons', async ({ browser, request }) => {
  const admin = await apiLogin(request, 'admin')
  const reasons = await apiGet<StopReason[]>(request, admin, '/api/stop-reasons')
  const id = (name: string) => reasons.find((r) => r.name === name)!.id
  await apiSend(request, admin, 'PATCH', '/api/production-lines/25', { status: 'running' })
  await apiSend(request, admin, 'PATCH', '/api/production-lines/25', { status: 'stopped' })
  await new Promise((r) => setTimeout(r, 4000))
  await apiSend(request, admin, 'PATCH', '/api/production-lines/25', { status: 'running' })
  const line = await apiGet<ProductionLine>(request, admin, '/api/production-lines/25')

  const engineer = await signedInPage(browser, 'engineer')
  await lineTablet(engineer).open(25, line.name)
  const panel = engineer.getByRole('region', { name: 'Stops this shift' })
  await expect(panel.getByRole('status')).toHaveText(/earlier stops? ha(s|ve) no reason yet/)
  const stop = panel.getByRole('article').first()
  await expect(stop.getByText('No reason')).toBeVisible()

  await stop.getByRole('combobox', { name: /^Reason for the stop/ }).selectOption({ label: 'Material shortage' })
  await stop.getByRole('button', { name: 'Explain' }).click()
  await waitForSync(engineer)
  await expect(stop).toContainText('Material shortage')

  await stop.getByRole('combobox', { name: /^Reason for the stop/ }).selectOption({ label: 'Mechanical breakdown' })
  await stop.getByRole('combobox', { name: /^Split the stop/ }).selectOption({ index: 1 })
  await stop.getByRole('combobox', { name: /^Reason after the split/ }).selectOption({ label: 'Electrical breakdown' })
  await stop.getByRole('button', { name: 'Split' }).click()
  await waitForSync(engineer)
  await expect(stop).toContainText('Mechanical breakdown → Electrical breakdown')

  const since = new Date(Date.now() - 10 * 60_000).toISOString()
  const stops = await apiGet<LineStop[]>(
    request,
    admin,
    `/api/lines/25/stops?start=${since}&end=${new Date().toISOString()}`,
  )
  const last = stops[stops.length - 1]!
  expect(last.parts.map((p) => p.reasonId)).toEqual([id('Mechanical breakdown'), id('Electrical breakdown')])
  expect(last.endAt).not.toBeNull()
  await engineer.context().close()
})
