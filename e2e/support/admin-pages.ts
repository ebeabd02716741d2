// Admin panel and Teams settings steps, as an administrator does them on screen.
import { expect, type Locator, type Page } from '@playwright/test'

export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await page.goto('/admin')
  await page.getByRole('tab', { name: tab }).click()
}

/** Picks an option of a Mantine select by its label. */
export async function choose(scope: Page | Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

export async function addUser(
  page: Page,
  user: { firstName: string; lastName: string; username: string; email: string; role: string; password: string },
) {
  await openAdminTab(page, 'Users')
  await page.getByRole('button', { name: 'Add User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add User' })
  await dialog.getByLabel('First name').fill(user.firstName)
  await dialog.getByLabel('Last name').fill(user.lastName)
  await dialog.getByLabel('Username').fill(user.username)
  await dialog.getByLabel('Email').fill(user.email)
  await choose(dialog, page, 'Role', user.role)
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('cell', { name: user.username, exact: true })).toBeVisible()
}

export function webhookCard(page: Page, department: string): Locator {
  return page.getByRole('region', { name: department })
}
