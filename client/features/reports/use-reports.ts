// Loads the three reports for the chosen range once both dates are set (spec §5). The last report is kept
// in the local database, so offline (or when the server cannot be reached) the screen keeps showing it
// with its "as of" time instead of an error.
import { useNetwork } from '@mantine/hooks'
import { useCallback, useEffect, useState } from 'react'
import { AuthRequiredError, NetworkError } from '../../lib/api-client'
import { fetchReports, type ReportBundle } from './reports-api'

const LAST_REPORT_KEY = 'reports.last'

/** The local database loads on demand (it is not needed to draw a fresh report). */
async function loadLast(): Promise<ReportBundle | undefined> {
  const { getMeta } = await import('../../data/db')
  return getMeta<ReportBundle>(LAST_REPORT_KEY)
}

export type ReportState = 'idle' | 'loading' | 'ready' | 'stale' | 'error'

export function useReports(query: string | null) {
  const { online } = useNetwork()
  const [bundle, setBundle] = useState<ReportBundle | null>(null)
  const [state, setState] = useState<ReportState>('idle')
  const [reload, setReload] = useState(0)

  useEffect(() => {
    let live = true
    void loadLast().then((last) => {
      if (live && last) setBundle((current) => current ?? last)
    })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (query === null) return
    const controller = new AbortController()
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request's progress is this effect's output
    setState(offline ? 'stale' : 'loading')
    if (offline) return
    fetchReports(query, controller.signal)
      .then(async (next) => {
        setBundle(next)
        setState('ready')
        await (await import('../../data/db')).setMeta(LAST_REPORT_KEY, next)
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || error instanceof AuthRequiredError) return
        setState(error instanceof NetworkError ? 'stale' : 'error')
      })
    return () => controller.abort()
  }, [query, online, reload])

  const refresh = useCallback(() => setReload((n) => n + 1), [])
  return { bundle, state: online ? state : 'stale', online, refresh }
}
