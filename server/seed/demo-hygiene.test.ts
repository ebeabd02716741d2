// The demo's hygiene data (issue 29 §9): products with allergens, past clearances passed and failed in a chain
// that verifies, allergen changeovers with their swab, and one line held now — alive on first start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { DEMO_ALLERGENS, DEMO_HELD_LINE } from './demo-hygiene'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 14 })
})
afterAll(() => s.close())

describe('the demo seed with history', () => {
  it('gives products their allergens', async () => {
    const products = (await s.as('admin', 'GET', '/api/products?limit=500')).body as {
      sku: string
      allergens: string[]
    }[]
    for (const [sku, allergens] of Object.entries(DEMO_ALLERGENS))
      expect(products.find((p) => p.sku === sku)?.allergens).toEqual([...allergens].sort())
  })

  it('has past clearances, passed and failed (with the corrective action), in a chain that verifies', async () => {
    const list = (await s.as('quality', 'GET', '/api/hygiene/clearances')).body as {
      result: string
      correctiveAction: string | null
      swab: unknown
    }[]
    expect(list.filter((c) => c.result === 'passed').length).toBeGreaterThan(5)
    const failed = list.filter((c) => c.result === 'failed')
    expect(failed.length).toBeGreaterThan(0)
    for (const f of failed) expect(f.correctiveAction).toBeTruthy()
    expect(list.filter((c) => c.swab).length).toBe(2)
    expect((await s.as('admin', 'GET', '/api/hygiene/verify')).body).toEqual({ ok: true, checked: list.length })
  })

  it('holds one line now, awaiting clearance, with its open hold and a held status row', async () => {
    const line = (await s.as('operator', 'GET', `/api/production-lines/${DEMO_HELD_LINE}`)).body
    expect(line.status).toBe('awaiting_clearance')
    const open = (await s.as('quality', 'GET', '/api/hygiene/holds?open=1')).body as { lineId: number }[]
    expect(open.map((h) => h.lineId)).toEqual([DEMO_HELD_LINE])
    expect(
      (await s.as('operator', 'PATCH', `/api/production-lines/${DEMO_HELD_LINE}`, { status: 'running' })).status,
    ).toBe(409)
  })

  it('the report over the fortnight counts every record', async () => {
    const start = new Date(s.clock.now().getTime() - 15 * 86_400_000).toISOString()
    const end = new Date(s.clock.now().getTime() + 60_000).toISOString()
    const report = (await s.as('admin', 'GET', `/api/hygiene/report?start=${start}&end=${end}`)).body
    const list = (await s.as('quality', 'GET', '/api/hygiene/clearances')).body as { result: string }[]
    expect(report.totals.clearances).toBe(list.length)
    expect(report.totals.failed).toBe(list.filter((c) => c.result === 'failed').length)
    expect(report.failures).toHaveLength(report.totals.failed)
    expect(report.changeovers).toHaveLength(2)
    expect(report.totals.medianDelayMinutes).toBeGreaterThan(0)
    expect(report.totals.p90DelayMinutes).toBeGreaterThanOrEqual(report.totals.medianDelayMinutes)
    expect(report.verification.ok).toBe(true)
  })
})
