// Shared steps of the sync stories: a signed-in device, and a line's state as the server sees it.
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import type { ProductionLine } from '../../shared/types'
import { apiGet, apiLogin } from './api'
import { signIn, skipSplash, waitForSync } from './app'

export async function device(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext()
  await skipSplash(context)
  const page = await context.newPage()
  await signIn(page, username)
  await waitForSync(page)
  return page
}

export async function serverLine(request: APIRequestContext, lineId: number): Promise<ProductionLine> {
  return apiGet<ProductionLine>(request, await apiLogin(request, 'admin'), `/api/production-lines/${lineId}`)
}

export const unique = (text: string) => `${text} ${Date.now().toString(36)}`
