// Loads the three reports for the chosen range once both dates are set (spec §5). The last report is kept
// in the local database, so offline (or when the server cannot be reached) the screen keeps showing it
// with its "as of" time instead of an error.
import { useNetwork } from '@mantine/hooks'
import { useCallback, useEffect, useState } from 'react'
import { can } from '../../../shared/roles'
import { AuthRequiredError, NetworkError } from '../../lib/api-client'
import { readSession } from '../../lib/session-store'
import { defaultRange, rangeQuery } from './report-range'
import { fetchReports, type ReportBundle } from './reports-api'

const LAST_REPORT_KEY = 'reports.last'

/** The local database loads on demand (it is not needed to draw a fresh report). */
async function loadLast(): Promise<ReportBundle | undefined> {
  const { getMeta } = await import('../../data/db')
  return getMeta<ReportBundle>(LAST_REPORT_KEY)
}

/** The first report's request, started with the screen's code (primeReports), for the screen's first query. */
let primed: { query: string; answer: Promise<ReportBundle>; at: number } | null = null

/** A primed request older than this is not used (the screen opened long after its code loaded). */
const PRIMED_FRESH_MS = 60_000

/**
 * Starts the request for the screen's first report (the default range, every line) while the screen's code and
 * texts are still arriving, instead of after its first render: the figures, and the status line above them (the
 * page's largest paint), come a round trip sooner (docs/decisions/274). Only for a signed-in user the server lets
 * see reports, and online; the screen's own request for the same query takes this one over. It never acts on a
 * failure (no sign-out, no error shown): the screen then asks again the usual way and judges that answer.
 */
export function primeReports(now = new Date()): void {
  const role = readSession()?.user.role.name
  if (!role || !can.viewReports(role)) return
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return
  const query = rangeQuery(defaultRange(now), null)
  const answer = fetchReports(query, undefined, { on401: 'throw' })
  answer.catch(() => undefined)
  primed = { query, answer, at: Date.now() }
}

/** The primed request when it is for `query` (a failed one falls back to a request of the caller's own). */
function reportFor(query: string, signal: AbortSignal): Promise<ReportBundle> {
  const taken = primed?.query === query && Date.now() - primed.at < PRIMED_FRESH_MS ? primed.answer : null
  if (!taken) return fetchReports(query, signal)
  return taken.then(
    (answer) => {
      primed = null
      return answer
    },
    () => {
      primed = null
      return fetchReports(query, signal)
    },
  )
}

/** Forgets a primed request (tests). */
export function forgetPrimedReports(): void {
  primed = null
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
    reportFor(query, controller.signal)
      .then(async (next) => {
        // A primed request cannot be aborted: its answer is dropped when the query moved on meanwhile.
        if (controller.signal.aborted) return
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
