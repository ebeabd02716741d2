// The small settings tables one OEE report reads (decision 242): lines, reasons, ideal rates and the range's
// schedule, read once per report and handed to every part of it (its kept days' fingerprints, its cut edges),
// instead of once per part.
import type { Db, Trx } from '../db/connection'
import { listRates } from './counts.repository'
import { lineBasics, listReasonRows, scheduleBetween } from './oee.repository'

type Q = Db | Trx

export interface OeeSettings {
  lines: Awaited<ReturnType<typeof lineBasics>>
  reasons: Awaited<ReturnType<typeof listReasonRows>>
  rates: Awaited<ReturnType<typeof listRates>>
  /** The schedule of the dates from..to, when read. */
  schedule?: { from: string; to: string; rows: Awaited<ReturnType<typeof scheduleBetween>> }
}

export async function loadOeeSettings(db: Q): Promise<OeeSettings> {
  return { lines: await lineBasics(db), reasons: await listReasonRows(db), rates: await listRates(db) }
}

/** Reads the schedule of fromDate..toDate into the settings (once per report). */
export async function withSchedule(db: Q, settings: OeeSettings, fromDate: string, toDate: string): Promise<void> {
  settings.schedule = { from: fromDate, to: toDate, rows: await scheduleBetween(db, fromDate, toDate) }
}

/** The schedule of fromDate..toDate: from the settings when they hold it, else read. */
export async function scheduleOf(db: Q, settings: OeeSettings | undefined, fromDate: string, toDate: string) {
  const s = settings?.schedule
  if (!s || s.from > fromDate || s.to < toDate) return scheduleBetween(db, fromDate, toDate)
  return s.rows.filter((e) => e.scheduled_date >= fromDate && e.scheduled_date <= toDate)
}
