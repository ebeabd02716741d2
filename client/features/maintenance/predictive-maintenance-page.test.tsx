import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { PredictiveReport } from '../../../shared/maintenance/report-types'
import { jsonResponse, makeUser, renderApp, signInAs } from '../../test-utils/render-app'
import { saveReport } from './saved-report'

const savedReport = (languageModelConfigured: boolean): PredictiveReport => ({
  success: true,
  generatedAt: '2026-11-21T09:30:00.000Z',
  textSource: 'model',
  languageModelConfigured,
  report: {
    overallRisk: 'high',
    costSavingsPotential: 12500,
    cost: { currency: 'EUR', costPerMinute: 25, avoidedDowntimeMinutes: 500, horizonDays: 30 },
    itemsAnalysed: 3,
    modelCounts: { 'power-law': 1, weibull: 0, exponential: 2 },
    priorityEquipment: [
      {
        equipmentId: 'machine-a',
        name: 'Conveyor 4-5',
        kind: 'machine',
        location: 'Line 4',
        riskLevel: 'high',
        timeframe: 'Within 7 days',
        timeframeCode: 'within7Days',
        maintenanceRecommendation: 'Plan maintenance by 2026-11-23.',
        reasoning: 'English reasoning',
        healthScore: 40,
        probability7d: 0.45,
        probability30d: 0.9,
        expectedFailures30d: 3,
        nextMaintenanceDate: '2026-11-23',
        model: { kind: 'power-law', parameters: { failures: 9, beta: 2.5 } },
        factors: [{ code: 'risingFailureRate', beta: 2.5 }],
        actions: [{ code: 'planMaintenance', date: '2026-11-23' }, { code: 'overhaul' }],
      },
    ],
    generalRecommendations: ['Raise a ticket for every failure'],
    generalRecommendationCodes: [{ code: 'keepRecording' }],
  },
})

/** The session check answers; every /api/ai call fails as given. */
function serverWhere(aiStatus: number | 'offline') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).includes('/api/auth/verify'))
        return jsonResponse(200, { valid: true, user: makeUser('engineer') })
      if (aiStatus === 'offline') throw new TypeError('Failed to fetch')
      return jsonResponse(aiStatus, { error: 'boom' })
    }),
  )
}

describe('AI Predictive Maintenance screen', () => {
  beforeEach(() => {
    localStorage.clear()
    signInAs('engineer')
  })

  it('shows the saved report with its time, and the reworded error when no language model is configured', async () => {
    await saveReport(savedReport(false))
    serverWhere('offline')
    renderApp('/predictive-maintenance')
    expect(
      await screen.findByText(
        'Showing the saved report from 21/11/2026, 09:30. Generate Report makes a new one when the server can be reached.',
      ),
    ).toBeTruthy()
    const item = screen.getByRole('listitem', { name: 'Conveyor 4-5' })
    expect(within(item).getByText(/45% chance of a failure within 7 days, 90% within 30/)).toBeTruthy()
    expect(screen.getByText(/€12,500/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Generate Report' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Analysis Error: Unable to generate predictive maintenance report. Please check the connection to the server and try again.',
    )
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it("shows the spec's OpenAI text when a language model is configured", async () => {
    await saveReport(savedReport(true))
    serverWhere(500)
    renderApp('/predictive-maintenance')
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Report' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'AI Analysis Error: Unable to generate predictive maintenance report. Please check your OpenAI API configuration.',
    )
  })

  it('says so when an item health cannot be loaded', async () => {
    await saveReport(savedReport(false))
    serverWhere(500)
    renderApp('/predictive-maintenance')
    await userEvent.click(await screen.findByRole('button', { name: 'View Details: Conveyor 4-5' }))
    const dialog = await screen.findByRole('dialog', { name: 'Equipment health: Conveyor 4-5' })
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Unable to load equipment health data.')
  })
})
