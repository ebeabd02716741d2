// The PM compliance report (issue 28 §6): completed by due date / due per unit, line, plan and month, the overdue
// list, open temporary repairs with their age, and MTBF before and after each machine's plan started.
import { computeCompliance, mtbfDays, type ComplianceFigures } from '../../shared/pm/compliance'
import { addDays, daysBetween, isoDay } from '../../shared/pm/due-dates'
import type { PmWorkOrderStatus } from '../../shared/pm/types'
import type { Db } from '../db/connection'
import { complianceRows, machineFailures, openRepairs, plansWithMachines } from './pm.repository'

export interface OpenRepair {
  id: string
  title: string
  lineId: number | null
  dueAt: string
  sourceTicketId: string | null
  sourceWorkOrderId: string | null
  ageDays: number
}

export interface PlanMtbf {
  planId: string
  title: string
  machineId: string
  /** Days of MTBF over the same length of time before and after the plan started; null without failures. */
  beforeDays: number | null
  afterDays: number | null
  failuresBefore: number
  failuresAfter: number
}

export interface PmComplianceReport extends ComplianceFigures {
  start: string
  end: string
  openRepairs: OpenRepair[]
  mtbf: PlanMtbf[]
}

export async function pmComplianceReport(db: Db, now: Date, start: string, end: string): Promise<PmComplianceReport> {
  const today = isoDay(now)
  const rows = await complianceRows(db, start, end)
  const figures = computeCompliance(
    rows.map((r) => ({
      id: r.id,
      planId: r.plan_id,
      planTitle: r.plan_title ?? r.title,
      lineId: r.line_id,
      unitCode: r.unit_code,
      dueAt: r.due_at,
      rescheduledFrom: r.rescheduled_from,
      status: r.status as PmWorkOrderStatus,
      completedAt: r.completed_at,
    })),
    { start, end, today },
  )
  const repairs = (await openRepairs(db)).map((r) => ({
    id: r.id,
    title: r.title,
    lineId: r.line_id,
    dueAt: r.due_at,
    sourceTicketId: r.source_ticket_id,
    sourceWorkOrderId: r.source_work_order_id,
    ageDays: Math.max(0, daysBetween(r.created_at.slice(0, 10), today)),
  }))
  return { start, end, ...figures, openRepairs: repairs, mtbf: await planMtbf(db, today) }
}

async function planMtbf(db: Db, today: string): Promise<PlanMtbf[]> {
  const plans = await plansWithMachines(db)
  const earliest = plans.reduce((m, p) => (p.starts_on < m ? p.starts_on : m), today)
  const since = addDays(earliest, -Math.max(1, daysBetween(earliest, today)))
  const failures = await machineFailures(db, [...new Set(plans.map((p) => p.machine_id!))], since)
  return plans.map((p) => {
    const started = p.starts_on
    const window = Math.max(1, daysBetween(started, today))
    const from = addDays(started, -window)
    const own = failures.filter((f) => f.machine_id === p.machine_id).map((f) => f.created_at.slice(0, 10))
    const before = own.filter((d) => d >= from && d < started).length
    const after = own.filter((d) => d >= started && d <= today).length
    return {
      planId: p.id,
      title: p.title,
      machineId: p.machine_id!,
      beforeDays: mtbfDays(window, before),
      afterDays: mtbfDays(window, after),
      failuresBefore: before,
      failuresAfter: after,
    }
  })
}

/** The report as sheet rows (CSV and XLSX share them). */
export function complianceSheet(r: PmComplianceReport): (string | number | null)[][] {
  const rows: (string | number | null)[][] = [['Section', 'Key', 'Due', 'On time', 'Compliance %']]
  rows.push(['Overall', `${r.start}..${r.end}`, r.overall.due, r.overall.onTime, r.overall.percent])
  const groups: [string, typeof r.byUnit][] = [
    ['Unit', r.byUnit],
    ['Line', r.byLine],
    ['Plan', r.byPlan],
    ['Month', r.byMonth],
  ]
  for (const [name, list] of groups) for (const f of list) rows.push([name, f.key, f.due, f.onTime, f.percent])
  rows.push([])
  rows.push(['Overdue', 'Plan', 'Line', 'Due', 'Days late'])
  for (const o of r.overdue) rows.push(['Overdue', o.planTitle, o.lineId, o.dueAt, o.daysLate])
  rows.push([])
  rows.push(['Open temporary repair', 'Title', 'Line', 'Permanent repair due', 'Age (days)'])
  for (const t of r.openRepairs) rows.push(['Open temporary repair', t.title, t.lineId, t.dueAt, t.ageDays])
  rows.push([])
  rows.push(['MTBF', 'Plan', 'Machine', 'MTBF before (days)', 'MTBF after (days)'])
  for (const m of r.mtbf) rows.push(['MTBF', m.title, m.machineId, m.beforeDays, m.afterDays])
  return rows
}
