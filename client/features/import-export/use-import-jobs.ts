// Recent Imports, read from the server; refreshed every second while a job is pending or processing, so
// the screen shows the job's progress live.
import { useCallback, useEffect, useState } from 'react'
import type { ImportJob } from '../../../shared/planning/import-job'
import { callApi } from '../../lib/api-client'

export const ACTIVE_POLL_MS = 1000

const isActive = (j: ImportJob) => j.status === 'pending' || j.status === 'processing'

export function useImportJobs() {
  const [jobs, setJobs] = useState<ImportJob[] | null>(null)
  const [failed, setFailed] = useState(false)

  const refresh = useCallback(async () => {
    try {
      setJobs(await callApi('GET /api/data-imports'))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }, [])

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- first load of a server-only list
    void refresh()
  }, [refresh])

  const active = jobs?.some(isActive) ?? false
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => void refresh(), ACTIVE_POLL_MS)
    return () => clearInterval(timer)
  }, [active, refresh])

  /** Shows a job the server just accepted at once, before the next refresh. */
  const add = (job: ImportJob) => setJobs((list) => [job, ...(list ?? []).filter((j) => j.id !== job.id)])

  return { jobs, failed, refresh, add }
}

export type ImportJobs = ReturnType<typeof useImportJobs>
