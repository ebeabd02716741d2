// Uptime report (reporting spec §2, §3) with SMRP reliability figures and the downtime Pareto: periods
// clipped to [start, end) in SQL (whole days and months pre-summed, uptime-periods.ts), summed per line
// here from a few thousand aggregate rows.
import { FAULT_TEXT } from '../../shared/constants'
import { pareto, reliability, uptimePercentage, type UptimeReport, type UptimeRow } from '../../shared/reports'
import type { Db } from '../db/connection'
import { categoriesOfDescriptions } from './ticket-report.repository'
import { rangePeriods } from './uptime-periods'
import { linesForReport } from './uptime.repository'

interface Totals {
  ms: Record<string, number>
  stops: number
}

export async function uptimeReport(
  db: Db,
  range: { start: string; end: string; lineId?: number },
  nowIso: string,
  options: { summed: boolean } = { summed: true },
): Promise<UptimeReport> {
  const startMs = Date.parse(range.start)
  // The open period ends now; nothing after now has happened yet.
  const endMs = Math.min(Date.parse(range.end), Date.parse(nowIso))
  const lines = await linesForReport(db, range.lineId)
  const totals = new Map<number, Totals>(lines.map((l) => [l.id, { ms: {}, stops: 0 }]))
  const reasons = new Map<string, { ms: number; stops: number }>()
  let maintenanceMs = 0

  const add = (lineId: number, status: string, issue: string | null, ms: number, periods: number) => {
    const t = totals.get(lineId)
    if (!t || ms <= 0) return
    t.ms[status] = (t.ms[status] ?? 0) + ms
    if (status === 'stopped') {
      t.stops += periods
      const key = issue ?? FAULT_TEXT.stoppedDefault
      const r = reasons.get(key) ?? { ms: 0, stops: 0 }
      reasons.set(key, { ms: r.ms + ms, stops: r.stops + periods })
    }
    if (status === 'maintenance') maintenanceMs += ms
  }

  const periods = await rangePeriods(
    db,
    lines.map((l) => l.id),
    { startMs, endMs, lineId: range.lineId },
    options,
  )
  for (const p of periods.inside) add(p.lineId, p.status, p.issue, p.ms, p.periods)
  for (const p of periods.underWay) add(p.lineId, p.status, p.issue, p.ms, 1)

  const rows: UptimeRow[] = lines.map((line) => {
    const t = totals.get(line.id)!
    const ms = (s: string) => t.ms[s] ?? 0
    const observed = Object.values(t.ms).reduce((a, b) => a + b, 0)
    return {
      lineId: line.id,
      lineName: line.name,
      uptimePercentage: uptimePercentage(ms('running'), observed),
      runningMinutes: Math.round(ms('running') / 60_000),
      stoppedMinutes: Math.round(ms('stopped') / 60_000),
      maintenanceMinutes: Math.round(ms('maintenance') / 60_000),
      awaitingClearanceMinutes: Math.round(ms('awaiting_clearance') / 60_000),
      idleMinutes: Math.round(ms('idle') / 60_000),
      failures: t.stops,
      ...reliability(ms('running'), ms('stopped'), t.stops),
    }
  })

  const paretoReasons = pareto([...reasons].map(([key, r]) => ({ key, ms: r.ms, stops: r.stops })))
  return {
    range: { start: range.start, end: range.end },
    generatedAt: nowIso,
    rows,
    paretoReasons,
    paretoCategories: await categoryPareto(db, reasons),
    plannedMaintenanceMinutes: Math.round(maintenanceMs / 60_000),
  }
}

/**
 * Stops carry a reason text, not a category: each reason takes the category its tickets most often have
 * (tickets raised for a stop carry its text), else "uncategorised". Only the largest reasons are looked up.
 */
async function categoryPareto(db: Db, reasons: Map<string, { ms: number; stops: number }>) {
  const top = [...reasons].sort((a, b) => b[1].ms - a[1].ms).slice(0, 200)
  const counts = await categoriesOfDescriptions(
    db,
    top.map(([key]) => key),
  )
  const best = new Map<string, { category: string; n: number }>()
  for (const c of counts) {
    const n = Number(c.n)
    if ((best.get(c.description)?.n ?? 0) < n) best.set(c.description, { category: c.category, n })
  }
  const byCategory = new Map<string, { ms: number; stops: number }>()
  for (const [reason, r] of reasons) {
    const category = best.get(reason)?.category ?? 'uncategorised'
    const c = byCategory.get(category) ?? { ms: 0, stops: 0 }
    byCategory.set(category, { ms: c.ms + r.ms, stops: c.stops + r.stops })
  }
  return pareto([...byCategory].map(([key, c]) => ({ key, ms: c.ms, stops: c.stops })))
}
