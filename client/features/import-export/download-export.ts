// Downloads products-export.{format} with the session's token (an anchor to the API would carry no token).
import type { ExportFormat } from '../../../shared/planning/import-job'
import { getAuthToken } from '../../lib/session-store'
import { saveFile } from '../../lib/save-file'

export async function downloadExport(format: ExportFormat): Promise<void> {
  const token = getAuthToken()
  const res = await fetch(`/api/data-exports/${format}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  })
  if (!res.ok) throw new Error(`${res.status}`)
  saveFile(await res.blob(), `products-export.${format}`)
}
