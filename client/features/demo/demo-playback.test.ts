import { beforeEach, describe, expect, it } from 'vitest'
import { guidedDemo } from './guided-demo-store'
import { GUIDED_STEPS, GUIDED_STEP_MS, mayOpen, stepRoute } from './guided-steps'
import { SALES_STEPS, SALES_TOTAL_SECONDS } from './sales-steps'
import { tick } from './use-presentation-timer'

describe('guided demo playback', () => {
  beforeEach(() => guidedDemo.exit())

  it('has the spec 9 steps, planned maintenance (issue 28) and hygiene (issue 29), 8 seconds each, over its routes', () => {
    expect(GUIDED_STEPS).toHaveLength(11)
    expect(GUIDED_STEP_MS).toBe(8000)
    expect(new Set(GUIDED_STEPS.map((s) => s.route))).toEqual(
      new Set([
        '/',
        '/production-planning',
        '/tickets',
        '/import-export',
        '/mobile-operator',
        '/reports',
        '/planned-maintenance',
        '/hygiene',
      ]),
    )
  })

  it('starts playing at step 1, advances, stops playing on the last step, and resets', () => {
    guidedDemo.start()
    expect(guidedDemo.get()).toEqual({ active: true, step: 0, playing: true })
    for (let i = 0; i < 10; i++) guidedDemo.advance()
    expect(guidedDemo.get()).toMatchObject({ step: 10, playing: true })
    guidedDemo.advance()
    expect(guidedDemo.get()).toMatchObject({ step: 10, playing: false })
    guidedDemo.reset()
    expect(guidedDemo.get()).toMatchObject({ step: 0, playing: true })
    guidedDemo.previous()
    expect(guidedDemo.get().step).toBe(0)
    guidedDemo.goTo(42)
    expect(guidedDemo.get().step).toBe(10)
  })

  it('shows every role a screen it may open at every step (issue 31 §10)', () => {
    expect(GUIDED_STEPS.map((s) => stepRoute(s, 'admin'))).toEqual(GUIDED_STEPS.map((s) => s.route))
    const viewer = GUIDED_STEPS.map((s) => stepRoute(s, 'demo_viewer'))
    expect(viewer).not.toContain('/import-export')
    expect(viewer[4]).toBe('/production-planning')
    const operator = GUIDED_STEPS.map((s) => stepRoute(s, 'operator'))
    expect(operator.filter((r) => ['/import-export', '/reports', '/planned-maintenance'].includes(r))).toEqual([])
    expect(viewer[8]).toBe('/reports')
    expect(stepRoute(GUIDED_STEPS[8], 'engineer')).toBe('/planned-maintenance')
    for (const role of ['operator', 'engineer', 'it', 'demo_viewer', 'admin', 'super_admin']) {
      expect(
        GUIDED_STEPS.map((s) => stepRoute(s, role)).filter((r) => !mayOpen(role, r)),
        role,
      ).toEqual([])
    }
  })

  it('survives a reload within the tab', () => {
    guidedDemo.start()
    guidedDemo.next()
    expect(JSON.parse(sessionStorage.getItem('lineside.guidedDemo')!)).toMatchObject({ active: true, step: 1 })
  })
})

describe('sales demo timing', () => {
  it('has 8 steps of 60, 90, 300, 120, 180, 120, 150 and 120 seconds', () => {
    expect(SALES_STEPS.map((s) => s.seconds)).toEqual([60, 90, 300, 120, 180, 120, 150, 120])
    expect(SALES_TOTAL_SECONDS).toBe(1140)
  })

  it('counts down, moves to the next step when time is up, and stops at the end', () => {
    expect(tick({ step: 0, left: 60 })).toEqual({ step: 0, left: 59 })
    expect(tick({ step: 0, left: 1 })).toEqual({ step: 1, left: 90 })
    let pos = { step: 0, left: 60 }
    for (let s = 0; s < SALES_TOTAL_SECONDS + 10; s++) pos = tick(pos)
    expect(pos).toEqual({ step: 7, left: 0 })
  })
})
