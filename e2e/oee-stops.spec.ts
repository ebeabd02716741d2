// Stop reasons and OEE on the floor (issue 30): a stop explained offline at the tablet in two taps reaches the
// server once and shows in the OEE report's Pareto; a counter's device key moves the tablet's OEE.
import { expect, test } from '@playwright/test'
import type { LineOee, LineStop, OeeReport, StopReason } from '../shared/oee/oee-types'
import type { ProductionLine } from '../shared/types'
import { apiGet, apiLogin, apiSend } from './support/api'
import { signedInPage, waitForSync } from './support/app'
import { lineTablet } from './support/floor-pages'
import { auditCount } from './support/ticket-api'

const PROMPT = 'Why did the line stop?'

test('A line stops on the tablet offline; the operator picks a reason in two taps; online it syncs once and the report counts its minutes', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  const reasons = await apiGet<StopReason[]>(request, admin, '/api/stop-reasons')
  const qualityHold = reasons.find((r) => r.name === 'Quality hold')!
  await apiSend(request, admin, 'PATCH', '/api/production-lines/23', { status: 'stopped' })
  await apiSend(request, admin, 'PATCH', '/api/production-lines/23', { status: 'running' })
  const line = await apiGet<ProductionLine>(request, admin, '/api/production-lines/23')

  const tablet = await signedInPage(browser, 'operator', { offline: true })
  await lineTablet(tablet).open(23, line.name)
  await expect(tablet.getByRole('region', { name: PROMPT })).toHaveCount(0)

  await tablet.context().setOffline(true)
  await tablet.getByRole('button', { name: 'Stop Line' }).click()
  const prompt = tablet.getByRole('region', { name: PROMPT })
  await expect(prompt).toBeVisible()
  // Two taps: the reason, then Save reason.
  await prompt.getByRole('button', { name: 'Quality hold' }).click()
  await prompt.getByRole('button', { name: 'Save reason' }).click()
  await expect(tablet.getByText('Stop reason: Quality hold')).toBeVisible()
  await expect(tablet.getByTestId('sync-indicator')).toHaveAttribute('data-pending', '2')
  // Still offline after a reload: the explanation is on the device.
  await tablet.reload()
  await expect(tablet.getByText('Stop reason: Quality hold')).toBeVisible()
  await tablet.waitForTimeout(6000)

  await tablet.context().setOffline(false)
  await waitForSync(tablet)
  await tablet.reload()
  await waitForSync(tablet)

  const since = new Date(Date.now() - 30 * 60_000).toISOString()
  const until = new Date(Date.now() + 60_000).toISOString()
  const stops = await apiGet<LineStop[]>(request, admin, `/api/lines/23/stops?start=${since}&end=${until}`)
  const stop = stops[stops.length - 1]!
  expect(stop).toMatchObject({ status: 'stopped', endAt: null, reasonId: qualityHold.id })
  expect(auditCount(stop.id, 'stop.explain')).toBe(1)
  const report = await apiGet<OeeReport>(request, admin, `/api/reports/oee?start=${since}&end=${until}&lineId=23`)
  expect(report.reasons[String(qualityHold.id)]).toBeGreaterThan(0)

  const manager = await signedInPage(browser, 'admin')
  await manager.goto('/reports')
  await manager.getByRole('tab', { name: 'OEE' }).click()
  const pareto = manager.getByRole('table', { name: 'Stop reasons by minutes' })
  await expect(pareto.getByRole('row', { name: /Quality hold/ })).toBeVisible()
  await Promise.all([tablet, manager].map((p) => p.context().close()))
})

test('Counts from a counter’s device key move the tablet’s OEE; a revoked key is refused', async ({
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin')
  await apiSend(request, admin, 'PATCH', '/api/production-lines/24', { status: 'stopped' })
  await apiSend(request, admin, 'PATCH', '/api/production-lines/24', { status: 'running' })
  const line = await apiGet<ProductionLine>(request, admin, '/api/production-lines/24')
  const key = await apiSend<{ id: number; key: string }>(request, admin, 'POST', '/api/device-keys', {
    name: 'Line 24 counter',
    lineIds: [24],
  })
  const before = await apiGet<LineOee>(request, admin, '/api/lines/24/oee')

  const tablet = await signedInPage(browser, 'operator')
  await lineTablet(tablet).open(24, line.name)
  const panel = tablet.getByRole('region', { name: 'OEE this shift' })
  await expect(panel).toContainText(`Good ${before.good.toLocaleString('en')}`)

  const count = { id: `e2e-24-${Date.now()}`, at: new Date().toISOString(), good: 900, rejected: 100 }
  const headers = { Authorization: `Bearer ${key.key}` }
  expect((await request.post('/api/lines/24/counts', { data: count, headers })).status()).toBe(201)
  expect((await request.post('/api/lines/24/counts', { data: count, headers })).status()).toBe(200)
  await expect(panel).toContainText(
    `Good ${(before.good + 900).toLocaleString('en')}, rejected ${(before.rejected + 100).toLocaleString('en')}`,
    {
      timeout: 40_000,
    },
  )

  await request.delete(`/api/device-keys/${key.id}`, { headers: { Authorization: `Bearer ${admin}` } })
  const refused = await request.post('/api/lines/24/counts', {
    data: Object.assign({}, count, { id: `${count.id}-2` }),
    headers,
  })
  expect(refused.status()).toBe(401)
  await tablet.context().close()
})
