// POSTs to an endpoint that answers with a file and saves it under the Content-Disposition name (spec §7).
// Same auth rules as api-client: a 401/403 ends the session; other failures throw with the status.
import { AuthRequiredError } from './api-client'
import { navigateTo } from './navigation'
import { clearSession, getAuthToken } from './session-store'
import { saveFile } from './save-file'

export class DownloadError extends Error {
  override readonly name = 'DownloadError'
  constructor(readonly status: number) {
    super(`Download failed: ${status}`)
  }
}

export function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')
  return match?.[1] ? decodeURIComponent(match[1]) : fallback
}

export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const token = getAuthToken()
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  if (response.status === 401 || response.status === 403) {
    clearSession()
    navigateTo('/')
    throw new AuthRequiredError()
  }
  if (!response.ok) throw new DownloadError(response.status)
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName)
  saveFile(await response.blob(), name)
  return name
}
