import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/i18n'
import { renderWithProviders } from '../../test-utils/render-app'
import { SalesFigures } from './sales-figures'

// Intl writes a no-break space where a person reads a space.
const figures = () =>
  screen.getAllByTestId('sales-figure').map((el) => (el.textContent ?? '').replace(/[\u00a0\u202f]/g, ' '))

afterEach(() => i18n.changeLanguage('en'))

describe('sales figures in the presenter language (issue 31 §5)', () => {
  it('English', () => {
    renderWithProviders(<SalesFigures />)
    expect(figures()).toEqual(['150K', '40%', '98.5%', '412%', '5.7 months', '35+'])
  })

  it('Polish: decimal comma, "tys." and the fraction form of months', async () => {
    await i18n.changeLanguage('pl')
    renderWithProviders(<SalesFigures />)
    expect(figures()).toEqual(['150 tys.', '40%', '98,5%', '412%', '5,7 miesiąca', '35+'])
  })

  it('Lithuanian: decimal comma, a space before % and the fraction form of months', async () => {
    await i18n.changeLanguage('lt')
    renderWithProviders(<SalesFigures />)
    expect(figures()).toEqual(['150 tūkst.', '40 %', '98,5 %', '412 %', '5,7 mėnesio', '35+'])
  })
})

describe('the plant’s OEE in the sales demo (issue 30 §5)', () => {
  it('is the server’s figure for the last 7 days of the plant’s data', async () => {
    const { createTestServer } = await import('../../../server/testing/test-server')
    const { writeSession } = await import('../../lib/session-store')
    const { vi } = await import('vitest')
    const s = await createTestServer({ historyDays: 8 })
    try {
      const login = await s.request('POST', '/api/auth/login', { body: { username: 'admin', password: 'demo1234' } })
      writeSession(login.body.token, login.body.user)
      vi.useFakeTimers({ toFake: ['Date'], now: s.clock.now() })
      vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => s.app.request(input, init))
      renderWithProviders(<SalesFigures />)
      const shown = await screen.findByTestId('sales-plant-oee', undefined, { timeout: 15_000 })
      const end = s.clock.now()
      const start = new Date(end.getTime() - 7 * 86_400_000)
      const report = await s.as(
        'admin',
        'GET',
        `/api/reports/oee?start=${start.toISOString()}&end=${end.toISOString()}`,
      )
      expect(report.body.overall.oee).toBeGreaterThan(0)
      expect(shown.textContent).toBe(`${Math.round(report.body.overall.oee * 100)}%`)
      expect(screen.getByText('Plant OEE over the last 7 days, from this plant’s data')).toBeTruthy()
    } finally {
      vi.useRealTimers()
      vi.unstubAllGlobals()
      await s.close()
    }
  }, 60_000)
})
