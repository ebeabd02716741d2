// Meter status of the active meter plans (how much of each interval is used, readings or running hours derived
// from the line's status history, decision 235) and the latest readings with their corrections beside them.
import type { PmMeterStatus, PmReading, PmMeterUnit } from '../../shared/pm/types'
import { meterUsed, type PlanHistory } from '../../shared/pm/due-dates'
import type { Db } from '../db/connection'
import { runningHoursOf, runningHoursSince } from './pm-generator'
import { toPlan } from './pm-mapper'
import { machineLines, workOrderHistory } from './pm.repository'
import { currentMeters, listReadings } from './pm-readings.repository'

/** At most this many meter plans in one answer (bounded answers, decision 177). */
export const METER_PLANS_MAX = 500

export async function meterStatus(db: Db, now: Date, lineId?: number): Promise<PmMeterStatus[]> {
  let q = db.selectFrom('pm_plans').selectAll().where('status', '=', 'active').where('triggers', 'like', '%"meter"%')
  if (lineId !== undefined)
    q = q.where((eb) =>
      eb.or([
        eb('line_id', '=', lineId),
        eb('machine_id', 'in', eb.selectFrom('machines').select('id').where('line_id', '=', lineId)),
      ]),
    )
  const rows = await q.orderBy('title').orderBy('id').limit(METER_PLANS_MAX).execute()
  const machineIds = [...new Set(rows.flatMap((r) => (r.machine_id ? [r.machine_id] : [])))]
  const lineOf = new Map((await machineLines(db, machineIds)).map((m) => [m.id, m.line_id]))
  const last = new Map<string, PlanHistory['last']>()
  for (const w of await workOrderHistory(
    db,
    rows.map((r) => r.id),
  ))
    // Counting runs from the last closed one; an open work order does not restart it.
    if (w.status !== 'open' && !last.has(w.plan_id!))
      last.set(w.plan_id!, {
        dueAt: w.due_at,
        status: w.status as 'open' | 'done' | 'skipped',
        completedAt: w.completed_at,
      })
  const meters = new Map<string, Promise<Record<string, number>>>()
  const metersOf = (line: number, machine: string | null) => {
    const key = `${line}|${machine ?? ''}`
    if (!meters.has(key)) meters.set(key, currentMeters(db, line, machine))
    return meters.get(key)!
  }
  const out: PmMeterStatus[] = []
  for (const row of rows) {
    const plan = toPlan(row)
    const planLine = plan.lineId ?? (plan.machineId ? (lineOf.get(plan.machineId) ?? null) : null)
    const readings =
      planLine === null ? {} : ((await metersOf(planLine, plan.machineId)) as Partial<Record<PmMeterUnit, number>>)
    for (const t of plan.triggers) {
      if (t.kind !== 'meter') continue
      const source = t.source ?? 'readings'
      const since = source === 'status' ? runningHoursSince(plan.startsOn, last.get(plan.id) ?? null) : null
      const runningHours = since === null ? null : await runningHoursOf(db, planLine, since, now)
      const used = meterUsed(t, { readings, meterBase: plan.meterBase, runningHours })
      out.push({
        planId: plan.id,
        title: plan.title,
        lineId: planLine,
        machineId: plan.machineId,
        unit: t.unit,
        source,
        every: t.every,
        used: used === null ? null : Math.round(used * 10) / 10,
        since,
      })
    }
  }
  return out
}

export async function latestReadings(db: Db, lineId: number | undefined, limit: number): Promise<PmReading[]> {
  return (await listReadings(db, lineId, limit)).map((r) => ({
    id: r.id,
    lineId: r.line_id,
    machineId: r.machine_id,
    unit: r.unit as PmMeterUnit,
    value: Number(r.value),
    readAt: r.read_at,
    enteredByName: r.entered_by_first == null ? null : `${r.entered_by_first} ${r.entered_by_last ?? ''}`.trim(),
    correctsId: r.corrects_id ?? null,
    reason: r.reason ?? null,
    correctedById: r.corrected_by_id ?? null,
  }))
}
