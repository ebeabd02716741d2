import { beforeEach, describe, expect, it } from 'vitest'
import type { EquipmentHealth, PredictiveReport } from '../../../shared/maintenance/report-types'
import { i18n } from '../../i18n/i18n'
import { reasoningText, recommendationText } from './reason-texts'
import { loadSavedHealth, loadSavedReport, saveHealth, saveReport } from './saved-report'

const report = (generatedAt: string) =>
  ({ success: true, generatedAt, report: { priorityEquipment: [] } }) as unknown as PredictiveReport
const health = (id: string) =>
  ({ success: true, equipment: { id, name: id }, healthAnalysis: {}, history: {} }) as unknown as EquipmentHealth

describe('the saved report (readable offline)', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the last report with its time and the health panels opened from it', async () => {
    expect(await loadSavedReport()).toBeNull()
    await saveReport(report('2026-11-21T10:00:00.000Z'))
    await saveHealth(health('machine-a'))
    expect((await loadSavedReport())?.generatedAt).toBe('2026-11-21T10:00:00.000Z')
    expect((await loadSavedHealth('machine-a'))?.equipment.id).toBe('machine-a')
    // A new report replaces the old one and forgets panels that belonged to it.
    await saveReport(report('2026-11-22T10:00:00.000Z'))
    expect((await loadSavedReport())?.generatedAt).toBe('2026-11-22T10:00:00.000Z')
    expect(await loadSavedHealth('machine-a')).toBeNull()
  })

  it('keeps at most ten health panels, the latest ones', async () => {
    for (let i = 0; i < 12; i++) await saveHealth(health(`machine-${i}`))
    expect(await loadSavedHealth('machine-0')).toBeNull()
    expect(await loadSavedHealth('machine-1')).toBeNull()
    expect(await loadSavedHealth('machine-2')).not.toBeNull()
    expect(await loadSavedHealth('machine-11')).not.toBeNull()
  })
})

describe('reasons in the user language', () => {
  const item = {
    probability7d: 0.456,
    probability30d: 0.92,
    model: { kind: 'power-law', parameters: { failures: 14, beta: 2.71 } },
    factors: [
      { code: 'risingFailureRate', beta: 2.71 },
      { code: 'repeatCategory', category: 'electrical', count: 4, days: 90 },
    ],
    actions: [{ code: 'planMaintenance', date: '2026-11-25' }, { code: 'overhaul' }],
  } as unknown as Parameters<typeof reasoningText>[1]

  it('builds the reasoning and recommendation from the codes and numbers', async () => {
    const t = i18n.getFixedT('en')
    expect(reasoningText(t, item)).toBe(
      'Power-law (Crow-AMSAA) trend of 14 failures, β 2.71: 46% chance of a failure within 7 days, 92% within 30. Failure rate rising: failures are coming faster (trend β 2.71). Repeat electrical faults: 4 in the last 90 days.',
    )
    expect(recommendationText(t, item)).toBe(
      'Plan maintenance by 25/11/2026. Check wear parts and plan an overhaul or replacement.',
    )
    await i18n.loadLanguages('pl')
    expect(reasoningText(i18n.getFixedT('pl'), item)).toContain('46% szans na awarię w ciągu 7 dni')
  })
})
