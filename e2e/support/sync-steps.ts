// Shared steps of the sync stories: a signed-in device, and a line's state as the server sees it.
import type { APIRequestContext } from '@playwright/test'
import type { ProductionLine } from '../../shared/types'
import { apiGet, apiLogin } from './api'
import { signedInPage } from './app'

/** A device signed in as `username`, synced once. */
export const device = signedInPage

export async function serverLine(request: APIRequestContext, lineId: number): Promise<ProductionLine> {
  return apiGet<ProductionLine>(request, await apiLogin(request, 'admin'), `/api/production-lines/${lineId}`)
}

export const unique = (text: string) => `${text} ${Date.now().toString(36)}`
