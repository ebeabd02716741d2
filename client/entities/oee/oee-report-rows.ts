// The OEE report as rows for the screen and for CSV / XLSX: Pareto of stop reasons, six big losses, groups.
import type { OeeReport, StopReason } from '../../../shared/oee/oee-types'

export interface ReasonShare {
  reasonId: number | null
  minutes: number
  share: number
  cumulative: number
}

/** Stop reasons by minutes, largest first, with the unexplained minutes as their own row. */
export function paretoOfReasons(report: OeeReport): ReasonShare[] {
  const rows: { reasonId: number | null; minutes: number }[] = Object.entries(report.reasons).map(([id, minutes]) => ({
    reasonId: Number(id),
    minutes,
  }))
  if (report.overall.unexplainedMinutes > 0) rows.push({ reasonId: null, minutes: report.overall.unexplainedMinutes })
  rows.sort((a, b) => b.minutes - a.minutes)
  const total = rows.reduce((s, r) => s + r.minutes, 0)
  let running = 0
  return rows
    .filter((r) => r.minutes > 0)
    .map((r) => {
      running += r.minutes
      return Object.assign({}, r, { share: total ? r.minutes / total : 0, cumulative: total ? running / total : 0 })
    })
}

const pct = (v: number | null) => (v === null ? '' : Math.round(v * 1000) / 10)

/** One table: the groups with their factors, then the reasons, then the losses (a spreadsheet reads it at once). */
export function reportTable(
  report: OeeReport,
  reasonLabel: (id: number | null) => string,
  t: (key: string) => string,
): (string | number)[][] {
  const rows: (string | number)[][] = [
    [
      t('oee.report.group'),
      'OEE %',
      t('oee.figures.availability') + ' %',
      t('oee.figures.performance') + ' %',
      t('oee.figures.quality') + ' %',
      t('oee.report.good'),
      t('oee.report.rejected'),
      t('oee.report.unexplained'),
    ],
  ]
  for (const g of [...report.groups, Object.assign({ key: 'all', label: t('oee.report.overall') }, report.overall)])
    rows.push([
      g.label,
      pct(g.oee),
      pct(g.availability),
      pct(g.performance),
      pct(g.quality),
      g.good,
      g.rejected,
      g.unexplainedMinutes,
    ])
  rows.push([])
  rows.push([t('oee.report.reason'), t('oee.report.minutes')])
  for (const r of paretoOfReasons(report)) rows.push([reasonLabel(r.reasonId), r.minutes])
  rows.push([])
  rows.push([t('oee.report.loss'), t('oee.report.minutes')])
  for (const [key, minutes] of Object.entries(report.losses)) rows.push([t(`oee.losses.${key}`), minutes])
  return rows
}

export function toCsv(rows: (string | number)[][]): string {
  const cell = (v: string | number) => {
    const s = String(v)
    // A leading = + - @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s
    return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return rows.map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n'
}

export const reasonById = (reasons: readonly StopReason[]) => new Map(reasons.map((r) => [r.id, r]))
