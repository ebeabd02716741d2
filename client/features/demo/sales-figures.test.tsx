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
