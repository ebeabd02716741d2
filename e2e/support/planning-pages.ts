// Page models for Production Planning and Import/Export.
import { expect, type Page } from '@playwright/test'

export const planningPage = (page: Page) => ({
  open: async () => {
    await page.goto('/production-planning')
    await expect(page.getByRole('heading', { name: 'Production Planning', level: 1 })).toBeVisible()
  },
  setDate: (date: string) => page.getByLabel('Planning date').fill(date),
  addEntry: async (entry: { line: string; product: string; shift: string; quantity: string; priority: string }) => {
    await page.getByLabel('Production Line').selectOption({ label: entry.line })
    await page.getByLabel('Product', { exact: true }).selectOption({ label: entry.product })
    await page.getByLabel('Shift').selectOption({ label: entry.shift })
    await page.getByLabel('Quantity').fill(entry.quantity)
    await page.getByLabel('Priority').fill(entry.priority)
    await page.getByRole('button', { name: 'Add Entry' }).click()
  },
  pending: () => page.getByRole('region', { name: /Pending Schedule Entries/ }).getByRole('listitem'),
  current: () => page.getByRole('region', { name: /Current Schedule for/ }),
})

export const importExportPage = (page: Page) => ({
  open: async () => {
    await page.goto('/import-export')
    await expect(page.getByRole('heading', { name: 'Import/Export', level: 1 })).toBeVisible()
  },
  upload: async (name: string, buffer: Buffer) => {
    await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/octet-stream', buffer })
    await page.getByRole('button', { name: 'Upload', exact: true }).click()
  },
  job: (fileName: string) => page.getByRole('listitem', { name: fileName }),
})
