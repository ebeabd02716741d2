import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EquipmentHealth, PredictiveReport } from '../../shared/maintenance/report-types'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({
    historyDays: 90,
    config: { maintenance: { costPerMinute: 10, currency: 'GBP', languageModel: null } },
  })
}, 60_000)
afterAll(() => s.close())

const report = async (user = 'engineer') =>
  (await s.as(user, 'GET', '/api/ai/predictive-maintenance')).body as PredictiveReport

describe('GET /api/ai/predictive-maintenance', () => {
  it('needs a signed-in user', async () => {
    expect((await s.request('GET', '/api/ai/predictive-maintenance')).status).toBe(401)
    expect((await s.request('GET', '/api/ai/equipment-health/machine-x')).status).toBe(401)
  })

  it('answers every signed-in role, demo_viewer included (it only reads)', async () => {
    for (const user of ['engineer', 'it', 'admin', 'superadmin', 'viewer', 'operator']) {
      const res = await s.as(user, 'GET', '/api/ai/predictive-maintenance')
      expect(res.status, user).toBe(200)
    }
  })

  it('returns the spec report shape, built in, well under a second', async () => {
    const started = performance.now()
    const r = await report()
    expect(performance.now() - started).toBeLessThan(1000)
    expect(r.success).toBe(true)
    expect(r.generatedAt).toBe(s.clock.now().toISOString())
    expect(r.textSource).toBe('model')
    expect(r.languageModelConfigured).toBe(false)
    expect(['low', 'medium', 'high', 'critical']).toContain(r.report.overallRisk)
    expect(r.report.priorityEquipment.length).toBeGreaterThan(0)
    expect(r.report.priorityEquipment.length).toBeLessThanOrEqual(10)
    for (const p of r.report.priorityEquipment) {
      expect(p.equipmentId).toMatch(/^(machine|equipment)-/)
      expect(p.name).toBeTruthy()
      expect(p.timeframe).toBeTruthy()
      expect(p.maintenanceRecommendation).toBeTruthy()
      expect(p.reasoning).toContain(`${Math.round(p.probability30d * 100)}%`)
      expect(p.probability30d).toBeGreaterThanOrEqual(p.probability7d)
    }
    expect(r.report.generalRecommendations.length).toBe(r.report.generalRecommendationCodes.length)
    expect(r.report.itemsAnalysed).toBeGreaterThan(100)
  })

  it('finds the wearing machines of the demo plant: they top the list with the power-law model', async () => {
    const r = await report()
    const top = r.report.priorityEquipment.slice(0, 3)
    expect(top.every((p) => p.model.kind === 'power-law')).toBe(true)
    expect(top.every((p) => p.factors.some((f) => f.code === 'risingFailureRate'))).toBe(true)
    expect(r.report.modelCounts['power-law']).toBeGreaterThanOrEqual(3)
    expect(r.report.modelCounts.weibull).toBeGreaterThanOrEqual(1)
    expect(r.report.modelCounts.exponential).toBeGreaterThan(100)
    const order = r.report.priorityEquipment.map((p) => p.expectedFailures30d)
    expect(order).toEqual([...order].sort((a, b) => b - a))
  })

  it('prices the expected downtime avoided at the configured cost per minute', async () => {
    const { cost, costSavingsPotential } = (await report()).report
    expect(cost).toMatchObject({ currency: 'GBP', costPerMinute: 10, horizonDays: 30 })
    expect(cost.avoidedDowntimeMinutes).toBeGreaterThan(0)
    expect(Math.abs(costSavingsPotential - cost.avoidedDowntimeMinutes * 10)).toBeLessThanOrEqual(10)
  })

  it('gives the same report for the same data', async () => {
    expect(await report('viewer')).toEqual(await report('engineer'))
  })
})

describe('GET /api/ai/equipment-health/:id', () => {
  it("returns the riskiest item's health: score, factors, actions, dates, history and curve", async () => {
    const top = (await report()).report.priorityEquipment[0]!
    const res = await s.as('viewer', 'GET', `/api/ai/equipment-health/${top.equipmentId}`)
    expect(res.status).toBe(200)
    const h = res.body as EquipmentHealth
    expect(h.equipment).toMatchObject({ id: top.equipmentId, name: top.name })
    expect(h.healthAnalysis.healthScore).toBe(top.healthScore)
    expect(h.healthAnalysis.healthScore).toBeGreaterThanOrEqual(0)
    expect(h.healthAnalysis.healthScore).toBeLessThanOrEqual(100)
    expect(h.healthAnalysis.riskFactors.length).toBe(h.healthAnalysis.factors.length)
    expect(h.healthAnalysis.maintenanceRecommendations.length).toBeGreaterThan(0)
    expect(h.healthAnalysis.nextMaintenanceDate).toBe(top.nextMaintenanceDate)
    expect(h.healthAnalysis.estimatedLifeRemaining).toMatch(/day|year/)
    expect(h.history.failures.length).toBe(top.model.parameters.failures)
    const curve = h.history.curve.map((c) => c.probability)
    expect(curve[0]).toBe(0)
    expect(curve).toEqual([...curve].sort((a, b) => a - b))
  })

  it('answers a quiet item too (pooled estimate) and 404 for an unknown one', async () => {
    const machine = await s.db.selectFrom('machines').select('id').orderBy('id').executeTakeFirstOrThrow()
    const res = await s.as('engineer', 'GET', `/api/ai/equipment-health/machine-${machine.id}`)
    expect(res.status).toBe(200)
    expect((await s.as('engineer', 'GET', '/api/ai/equipment-health/machine-nope')).status).toBe(404)
    expect((await s.as('engineer', 'GET', '/api/ai/equipment-health/equipment-99999')).status).toBe(404)
  })
})
