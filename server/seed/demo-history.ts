// Demo history: line status periods and tickets over the last `historyDays`, so reports and queues have
// something to show on first start. Written straight to the tables (no services, no audit) and without
// change_log rows: the pull snapshot reads the tables themselves.
import type { Insertable } from 'kysely'
import { FAULT_TEXT } from '../../shared/constants'
import type { Db } from '../db/connection'
import type { LineStatusHistoryTable } from '../db/database'
import { LINE_FAULTS, faultsForMachine, type Fault } from './demo-faults'
import type { SeedOptions } from './seed-options'
import { rebuildLineStatusSums } from '../lines/line-status-sums.repository'
import { withTimeEpochs } from '../tickets/ticket-time-epochs'
import { buildTickets } from './demo-tickets'
import { wearDrafts } from './demo-wear'
import {
  DAY,
  MINUTE,
  anyEngineer,
  chunks,
  iso,
  loadWorld,
  operatorAt,
  sec,
  type CurrentStop,
  type LineRef,
  type MachineRef,
  type Person,
  type SeedWorld,
  type StopEvent,
} from './demo-world'
import type { Rng } from './random'

type HistoryRow = Insertable<LineStatusHistoryTable>

interface Timeline {
  line: LineRef
  rows: HistoryRow[]
  stops: StopEvent[]
  current: CurrentStop | null
}

export async function seedHistory(db: Db, rng: Rng, options: SeedOptions): Promise<void> {
  const world = await loadWorld(db, rng, options.now, options.historyDays)
  const timelines = world.lines.map((line) => lineTimeline(world, line))
  for (const t of timelines) closePeriods(t.rows)
  const { tickets, notes } = buildTickets(
    world,
    timelines.flatMap((t) => t.stops),
    timelines.flatMap((t) => (t.current ? [t.current] : [])),
    wearDrafts(world),
  )
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(timelines.flatMap((t) => t.rows)))
      await trx.insertInto('line_status_history').values(part).execute()
    await rebuildLineStatusSums(trx)
    for (const { line, rows } of timelines) {
      // "Stopped for N minutes" and "set by" on the dashboards come from the line row, so it must agree with history.
      const last = rows[rows.length - 1]!
      await trx
        .updateTable('production_lines')
        .set({ status_since: last.at, status_changed_by: last.changed_by_name })
        .where('id', '=', line.id)
        .execute()
    }
    for (const part of chunks(tickets)) await trx.insertInto('tickets').values(part.map(withTimeEpochs)).execute()
    for (const part of chunks(notes)) await trx.insertInto('ticket_notes').values(part).execute()
  })
}

/**
 * One line's status periods from the start of the window to now: running, with stops of 5-90 minutes a few
 * times a day (some lines are flakier than others) and a 1-4 hour maintenance block every week or so.
 * It ends in the status seedLines gave the line, which began a little while ago.
 */
function lineTimeline(w: SeedWorld, line: LineRef): Timeline {
  const { rng } = w
  const machines = w.machinesByLine.get(line.id) ?? []
  const rows: HistoryRow[] = []
  const stops: StopEvent[] = []
  const push = (ms: number, status: string, issue: string | null, who: Person) =>
    rows.push({
      line_id: line.id,
      status,
      issue,
      changed_by: who.id,
      changed_by_name: who.name,
      at: iso(ms),
      recorded_at: iso(ms),
      superseded: 0,
    })

  const currentMinutes = line.status === 'running' ? 0 : line.status === 'stopped' ? rng.int(8, 90) : rng.int(40, 200)
  const currentStart =
    line.status === 'running' ? null : Math.max(w.startMs + MINUTE, sec(w.nowMs - currentMinutes * MINUTE))
  const limit = currentStart ?? w.nowMs
  push(w.startMs, 'running', null, operatorAt(w, w.startMs))

  const stopsPerDay = 1 + rng.next() * 2.5
  const maintenanceEvery = rng.int(6, 12) * DAY
  let nextMaintenance = w.startMs + rng.next() * maintenanceEvery
  let t = w.startMs
  for (;;) {
    const nextStop = t + Math.max(15 * MINUTE, (-Math.log(1 - rng.next()) / stopsPerDay) * DAY)
    const maintenance = nextMaintenance < nextStop
    const from = sec(maintenance ? Math.max(nextMaintenance, t + 15 * MINUTE) : nextStop)
    // Short stops are far more common than long ones.
    const minutes = maintenance ? rng.int(60, 240) : 5 + Math.floor(85 * rng.next() ** 2)
    const to = from + minutes * MINUTE
    if (to + 5 * MINUTE > limit) break
    if (maintenance) {
      const engineer = anyEngineer(w)
      push(from, 'maintenance', FAULT_TEXT.maintenance, engineer)
      push(to, 'running', null, engineer)
      nextMaintenance += maintenanceEvery * (0.8 + 0.4 * rng.next())
    } else {
      const { fault, machine } = stopCause(w, machines)
      const operator = operatorAt(w, from)
      push(from, 'stopped', fault.text, operator)
      push(to, 'running', null, rng.chance(0.35) ? anyEngineer(w) : operator)
      stops.push({ lineId: line.id, startMs: from, endMs: to, fault, machine })
    }
    t = to
  }

  let current: CurrentStop | null = null
  if (currentStart !== null) {
    if (line.status === 'maintenance')
      push(currentStart, 'maintenance', line.issue ?? FAULT_TEXT.maintenance, anyEngineer(w))
    else {
      push(currentStart, line.status, line.issue ?? FAULT_TEXT.stoppedDefault, operatorAt(w, currentStart))
      current = { line, sinceMs: currentStart }
    }
  }
  return { line, rows, stops, current }
}

/** Epoch times and period ends, as the line-status writer keeps them (reports sum these). */
function closePeriods(rows: HistoryRow[]): void {
  rows.forEach((row, i) => {
    const next = rows[i + 1]
    row.at_ms = Date.parse(row.at)
    row.ended_at = next ? next.at : null
    row.ended_ms = next ? Date.parse(next.at) : null
  })
}

/** Most stops are one machine's fault; the rest are line-wide (jams, air, changeovers). */
function stopCause(w: SeedWorld, machines: MachineRef[]): { fault: Fault; machine: MachineRef | null } {
  const { rng } = w
  if (machines.length > 0 && rng.chance(0.8)) {
    const machine = rng.pick(machines)
    const faults = faultsForMachine(machine.name).filter((x) => x.stops)
    if (faults.length > 0) return { fault: rng.pick(faults), machine }
  }
  return { fault: rng.pick(LINE_FAULTS), machine: null }
}
