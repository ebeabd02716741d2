// Page models for the floor screens: the andon board, the operator's phone and the line tablet.
import { expect, type Page } from '@playwright/test'

export const productionBoard = (page: Page) => ({
  open: async () => {
    await page.goto('/production')
    await expect(page.getByRole('heading', { name: 'Production Dashboard' })).toBeVisible()
  },
  tile: (lineId: number) => page.locator(`[data-line-id="${lineId}"]`),
})

export const operatorPhone = (page: Page) => ({
  openLine: async (lineName: string) => {
    await page.goto('/mobile-operator')
    await page.getByRole('button', { name: new RegExp(`^${lineName} `) }).click()
    await expect(page.getByRole('heading', { name: lineName, level: 1 })).toBeVisible()
  },
})

export const lineTablet = (page: Page) => ({
  open: async (lineId: number, lineName: string) => {
    await page.goto(`/line/${lineId}`)
    await expect(page.getByRole('heading', { name: lineName, level: 1 })).toBeVisible()
  },
})
