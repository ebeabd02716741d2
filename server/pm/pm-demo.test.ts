import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer

beforeAll(async () => {
  s = await createTestServer({ historyDays: 60 })
})
afterAll(() => s.close())

describe('demo planned maintenance', () => {
  it('has calendar and hours plans, a history with late and failed steps, one overdue and an open temporary repair', async () => {
    const plans = (await s.as('admin', 'GET', '/api/pm/plans')).body as { triggers: { kind: string }[] }[]
    expect(plans.length).toBeGreaterThanOrEqual(5)
    expect(plans.some((p) => p.triggers[0]!.kind === 'meter')).toBe(true)
    const report = await s.as('admin', 'GET', '/api/reports/pm-compliance?start=2026-09-01&end=2026-11-30')
    expect(report.body.overall.due).toBeGreaterThan(10)
    expect(report.body.overall.onTime).toBeLessThan(report.body.overall.due)
    expect(report.body.overdue.length).toBeGreaterThanOrEqual(1)
    expect(report.body.openRepairs.length).toBe(1)
    const done = (await s.as('engineer', 'GET', '/api/pm/work-orders?status=done')).body as {
      answers: { value: unknown }[]
    }[]
    expect(done.some((w) => w.answers.some((a) => a.value === false))).toBe(true)
  })

  it('the generator makes the hours plan its work order from the seeded readings, once', async () => {
    const { PmGeneratorWorker } = await import('./pm-generator-worker')
    const worker = new PmGeneratorWorker(s.deps)
    const first = await worker.runOnce()
    expect(first).toBeGreaterThan(0)
    expect(await worker.runOnce()).toBe(0)
    const open = (await s.as('engineer', 'GET', '/api/pm/work-orders?status=open')).body as { title: string }[]
    expect(open.filter((w) => w.title === 'Compressor 500 h service')).toHaveLength(1)
  })

  it('counts the oven plan running hours from the seeded status history of line 4, and fires it at 90 % of 250 h', async () => {
    const meters = (await s.as('engineer', 'GET', '/api/pm/meters')).body.meters as {
      title: string
      source: string
      used: number | null
    }[]
    const oven = meters.find((m) => m.title === 'Oven burner 250 running hours service')!
    expect(oven.source).toBe('status')
    expect(oven.used).toBeGreaterThan(0)
    const open = (await s.as('engineer', 'GET', '/api/pm/work-orders?status=open')).body as { title: string }[]
    expect(open.filter((w) => w.title === oven.title)).toHaveLength(oven.used! >= 225 ? 1 : 0)
  })
})
