// The demo makes OEE and the Pareto of stop reasons meaningful on first start (issue 30 §5).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 14 })
}, 180_000)
afterAll(() => s.close())

it('gives every line an OEE below 100 % from counts and explained stops, and a Pareto of reasons', async () => {
  const end = s.clock.now().toISOString()
  const start = new Date(s.clock.now().getTime() - 7 * 86_400_000).toISOString()
  const res = await s.as('admin', 'GET', `/api/reports/oee?start=${start}&end=${end}&groupBy=line`)
  expect(res.status).toBe(200)
  const { overall, groups, reasons, losses } = res.body
  expect(overall.oee).toBeGreaterThan(0.3)
  expect(overall.oee).toBeLessThan(0.99)
  expect(overall.quality).toBeGreaterThan(0.9)
  expect(groups.length).toBeGreaterThan(30)
  for (const g of groups) expect(g.performance).not.toBeNull()
  expect(Object.keys(reasons).length).toBeGreaterThan(5)
  expect(overall.unexplainedMinutes).toBeGreaterThan(0)
  expect(losses.equipmentFailure).toBeGreaterThan(0)
})
