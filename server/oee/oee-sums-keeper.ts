// Keeps the OEE report's whole days and months filled in the background (decision 242), so no report pays for
// summing two years: a round walks the ended days of the longest range a report may ask (MAX_REPORT_DAYS), from
// the first day with a status period on, a calendar month at a time, newest first, and sums only what is missing or stale (a late write dropped it, a
// setting changed its fingerprint) — the same keepPeriods a report calls, so the figures are the report's own.
// Between months it yields to requests (the PeriodicWorker's `between`, decision 265).
import { shiftWindow } from '../../shared/oee/shift-windows'
import { addDays, shiftAt } from '../../shared/planning/schedule'
import type { Clock } from '../context'
import type { Db } from '../db/connection'
import { PeriodicWorker, type PeriodicTiming } from '../jobs/periodic-worker'
import { keepPeriods } from './oee-period-sums'
import { MAX_REPORT_DAYS } from './oee-report.service'
import { loadOeeSettings, withSchedule } from './oee-settings'

const DAY = 86_400_000
/** A round every 10 minutes: a late write's days are summed again within that, unless a report comes first. */
export const KEEP_EVERY_MS = 10 * 60_000
export const KEEP_FIRST_AFTER_MS = 20_000

export interface KeptRound {
  /** Days summed in this round (missing or stale). */
  days: number
  /** Months whose keeping met a write in between (left to the next round). */
  raced: number
}

/** Sums what is missing of the last MAX_REPORT_DAYS whole ended days (since the first status) and their months. */
export async function keepOeeSums(db: Db, nowMs: number, between?: () => Promise<void>): Promise<KeptRound> {
  const round: KeptRound = { days: 0, raced: 0 }
  // From the first day with a status period (a younger plant's earlier days hold nothing worth writing ahead).
  const earliest = await db
    .selectFrom('line_status_history')
    .select((eb) => eb.fn.min('at_ms').as('at'))
    .where('superseded', '=', 0)
    .executeTakeFirst()
  if (earliest?.at === null || earliest?.at === undefined) return round
  const fromMs = Math.max(nowMs - MAX_REPORT_DAYS * DAY, Number(earliest.at))
  let first = shiftAt(new Date(fromMs)).date
  if (shiftWindow(first, 'morning').start < fromMs) first = addDays(first, 1)
  let last = shiftAt(new Date(nowMs - 1)).date
  if (shiftWindow(last, 'night').end > nowMs) last = addDays(last, -1)
  if (first > last) return round
  const settings = await loadOeeSettings(db)
  // Calendar months, newest first (recent reports are asked most), cut to first..last.
  for (let to = last; to >= first;) {
    const monthStart = `${to.slice(0, 7)}-01`
    const from = monthStart < first ? first : monthStart
    await withSchedule(db, settings, from, to)
    const kept = await keepPeriods(db, settings, from, to, nowMs)
    if (kept) round.days += kept.summed
    else round.raced++
    await between?.()
    to = addDays(from, -1)
  }
  return round
}

export class OeeSumsKeeper extends PeriodicWorker<KeptRound> {
  constructor(db: Db, clock: Clock, timing: PeriodicTiming = {}) {
    super(
      {
        everyMs: KEEP_EVERY_MS,
        firstAfterMs: KEEP_FIRST_AFTER_MS,
        round: (between) => keepOeeSums(db, clock.now().getTime(), between),
        report: (kept) => {
          if (kept.days > 0 || kept.raced > 0) console.info('oee: kept report sums', kept)
        },
        failure: 'oee: keeping the report sums failed',
      },
      timing,
    )
  }
}
