// Loads the three reports for the chosen range once both dates are set (spec §5). The last report is kept
// in the local database, so offline (or when the server cannot be reached) the screen keeps showing it
// with its "as of" time instead of an error.
import { useCallback, useEffect, useState } from 'react'
import { can } from '../../../shared/roles'
import { AuthRequiredError, NetworkError } from '../../lib/api-client'
import { readSession } from '../../lib/session-store'
import { useOnline } from '../../lib/use-online'
import { defaultRange, rangeQuery } from './report-range'
import { fetchReports, type ReportBundle } from './reports-api'

const LAST_REPORT_KEY = 'reports.last'

/** The local database loads on demand (it is not needed to draw a fresh report). */
async function loadLast(): Promise<ReportBundle | undefined> {
  const { getMeta } = await import('../../data/db')
  return getMeta<ReportBundle>(LAST_REPORT_KEY)
}

/** Keeps a fetched report as the last one, for offline. */
async function saveLast(bundle: ReportBundle): Promise<void> {
  const { setMeta } = await import('../../data/db')
  await setMeta(LAST_REPORT_KEY, bundle)
}

/** The first report's request, started with the screen's code (primeReports), for the screen's first query. */
let primed: { query: string; answer: Promise<ReportBundle>; at: number; settled?: ReportBundle } | null = null

/** A primed request older than this is not used (the screen opened long after its code loaded). */
const PRIMED_FRESH_MS = 60_000

/**
 * Starts the request for the screen's first report (the default range, every line) while the screen's code and
 * texts are still arriving, instead of after its first render: the figures, and the status line above them (the
 * page's largest paint), come a round trip sooner (docs/decisions/274). Only for a signed-in user the server lets
 * see reports, and online; the screen's own request for the same query takes this one over. It never acts on a
 * failure (no sign-out, no error shown): the screen then asks again the usual way and judges that answer.
 */
export function primeReports(now = new Date()): Promise<void> {
  const role = readSession()?.user.role.name
  if (!role || !can.viewReports(role)) return Promise.resolve()
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve()
  const query = rangeQuery(defaultRange(now), null)
  const answer = fetchReports(query, undefined, { on401: 'throw' })
  const entry: NonNullable<typeof primed> = { query, answer, at: Date.now() }
  primed = entry
  // Resolves once the answer is here or failed (the route does not wait for it; tests do).
  return answer.then(
    (bundle) => {
      entry.settled = bundle
    },
    () => undefined,
  )
}

const isFresh = (entry: typeof primed, query: string | null): entry is NonNullable<typeof primed> =>
  entry !== null && entry.query === query && Date.now() - entry.at < PRIMED_FRESH_MS

/** The primed answer for `query` when it has already arrived: the screen's first render shows it. */
function arrivedFor(query: string | null): ReportBundle | null {
  return isFresh(primed, query) ? (primed.settled ?? null) : null
}

/** The primed request when it is for `query` (a failed one falls back to a request of the caller's own). */
function reportFor(query: string, signal: AbortSignal): Promise<ReportBundle> {
  const taken = isFresh(primed, query) ? primed.answer : null
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
  // The app's own online flag (in the first bundle; Mantine's useNetwork was a chunk of its own before the first
  // paint, decision 274).
  const online = useOnline()
  // The primed answer, when it came before the screen's first render, is drawn by that render (its effect below
  // then takes the same answer over: no second request, no second render of the figures).
  const [bundle, setBundle] = useState<ReportBundle | null>(() => arrivedFor(query))
  const [state, setState] = useState<ReportState>(() => (arrivedFor(query) ? 'ready' : 'idle'))
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
    const arrived = arrivedFor(query)
    if (arrived) {
      // Usually drawn by the first render already (the state above; then these two change nothing); kept as a
      // fetched answer is, nothing asked again.
      primed = null
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the answer's arrival is this effect's output
      setBundle(arrived)
      setState('ready')
      void saveLast(arrived)
      return
    }
    const controller = new AbortController()
    const offline = typeof navigator !== 'undefined' && navigator.onLine === false
    // The request's progress is this effect's output.
    setState(offline ? 'stale' : 'loading')
    if (offline) return
    reportFor(query, controller.signal)
      .then(async (next) => {
        // A primed request cannot be aborted: its answer is dropped when the query moved on meanwhile.
        if (controller.signal.aborted) return
        setBundle(next)
        setState('ready')
        await saveLast(next)
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
