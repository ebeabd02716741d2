// Which connectors the server has settings for (and which settings are missing).
import { useEffect, useState } from 'react'
import type { ConnectorStatus } from '../../../shared/planning/import-job'
import { callApi } from '../../lib/api-client'

export function useConnectorStatus() {
  const [status, setStatus] = useState<ConnectorStatus[] | null>(null)
  useEffect(() => {
    let live = true
    callApi('GET /api/data-imports/connectors')
      .then((s) => live && setStatus(s))
      .catch(() => live && setStatus([]))
    return () => {
      live = false
    }
  }, [])
  return status
}
