// PM compliance (spec §1): work orders completed by their due date / work orders due, per unit, line, plan and
// month, and the overdue list. A rescheduled work order is measured against the date it was first due.
import { isOverdue } from './due-dates'
import type { PmWorkOrderStatus } from './types'

export interface ComplianceInput {
  id: string
  planId: string | null
  planTitle: string
  lineId: number | null
  unitCode: string | null
  dueAt: string
  rescheduledFrom: string | null
  status: PmWorkOrderStatus
  completedAt: string | null
}

export interface ComplianceFigure {
  key: string
  /** Work orders due in the period (their due day has passed, or they are done). */
  due: number
  onTime: number
  /** onTime / due, 0–100 with one decimal; null when nothing was due. */
  percent: number | null
}

export interface ComplianceFigures {
  overall: ComplianceFigure
  byUnit: ComplianceFigure[]
  byLine: ComplianceFigure[]
  byPlan: ComplianceFigure[]
  byMonth: ComplianceFigure[]
  overdue: { id: string; planTitle: string; lineId: number | null; dueAt: string; daysLate: number }[]
}

/** The date a work order is measured against. */
export const complianceDate = (w: Pick<ComplianceInput, 'dueAt' | 'rescheduledFrom'>) => w.rescheduledFrom ?? w.dueAt

/** Counted as due: its due day is before today, or it is done (early work counts in its own period). */
export function countsAsDue(w: ComplianceInput, today: string): boolean {
  return w.status === 'done' || complianceDate(w) < today
}

export function onTime(w: ComplianceInput): boolean {
  return w.status === 'done' && w.completedAt !== null && w.completedAt.slice(0, 10) <= complianceDate(w)
}

const percent = (on: number, due: number) => (due === 0 ? null : Math.round((on / due) * 1000) / 10)

function group(rows: ComplianceInput[], keyOf: (w: ComplianceInput) => string): ComplianceFigure[] {
  const acc = new Map<string, { due: number; onTime: number }>()
  for (const w of rows) {
    const k = keyOf(w)
    const a = acc.get(k) ?? { due: 0, onTime: 0 }
    a.due++
    if (onTime(w)) a.onTime++
    acc.set(k, a)
  }
  return [...acc.entries()]
    .map(([key, a]) => ({ key, due: a.due, onTime: a.onTime, percent: percent(a.onTime, a.due) }))
    .sort((x, y) => x.key.localeCompare(y.key, 'en', { numeric: true }))
}

/** Figures for work orders first due in [start, end] (yyyy-mm-dd, inclusive). */
export function computeCompliance(
  all: readonly ComplianceInput[],
  range: { start: string; end: string; today: string },
): ComplianceFigures {
  const inRange = all.filter((w) => complianceDate(w) >= range.start && complianceDate(w) <= range.end)
  const due = inRange.filter((w) => countsAsDue(w, range.today))
  const on = due.filter(onTime).length
  return {
    overall: { key: 'all', due: due.length, onTime: on, percent: percent(on, due.length) },
    byUnit: group(due, (w) => w.unitCode ?? '-'),
    byLine: group(due, (w) => (w.lineId === null ? '-' : String(w.lineId))),
    byPlan: group(due, (w) => w.planTitle),
    byMonth: group(due, (w) => complianceDate(w).slice(0, 7)),
    overdue: inRange
      .filter((w) => isOverdue(w, range.today))
      .map((w) => ({
        id: w.id,
        planTitle: w.planTitle,
        lineId: w.lineId,
        dueAt: w.dueAt,
        daysLate: Math.round((Date.parse(range.today) - Date.parse(w.dueAt)) / 86_400_000),
      }))
      .sort((a, b) => a.dueAt.localeCompare(b.dueAt)),
  }
}

/** MTBF in days over a window: its length / failures in it (null without failures). */
export function mtbfDays(windowDays: number, failures: number): number | null {
  return failures === 0 ? null : Math.round((windowDays / failures) * 10) / 10
}
