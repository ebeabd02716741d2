// Seeded tickets: a steady flow of closed work over the history window, plus a live queue from the last two
// days. Every ticket follows DESIGN.md §3, so created < assigned < accepted < started < resolved <= now.
import type { Insertable } from 'kysely'
import type { TicketNotesTable, TicketsTable } from '../db/database'
import { WORK_NOTES } from './demo-faults'
import { currentStopSubject, engineeringSubject, itSubject, stopSubject, type Subject } from './demo-ticket-subjects'
import { seededUuid, type Rng } from './random'
import {
  DAY,
  MINUTE,
  iso,
  sec,
  weighted,
  type CurrentStop,
  type DemoUsername,
  type SeedWorld,
  type StopEvent,
} from './demo-world'

type TicketRow = Insertable<TicketsTable>
type NoteRow = Insertable<TicketNotesTable>
type Stage = 'open' | 'assigned' | 'accepted' | 'in_progress' | 'closed'
type Priority = 'critical' | 'high' | 'medium' | 'low'

export interface Draft {
  createdMs: number
  priority: Priority
  subject: Subject
  stage: Stage
  assignee: DemoUsername | null
  /** Closed: when it was resolved. Still active: the latest its last step may have happened. */
  endMs: number
  /** Drafts added by another generator bring their own random source, so the main sequence stays as it was. */
  rng?: Rng
}

interface Slot {
  assignee: DemoUsername | null
  it: boolean
  stage: Stage
}

const PRIORITY_WEIGHTS = [
  ['critical', 5],
  ['high', 20],
  ['medium', 50],
  ['low', 25],
] as const
/** Report-to-close minutes by priority: 15 minutes to 2 days. */
const RESOLVE_MINUTES: Record<Priority, [number, number]> = {
  critical: [15, 240],
  high: [30, 600],
  medium: [60, 1440],
  low: [120, 2880],
}
/** Lifecycle steps taken (assigned, accepted, started, resolved) in each stage. */
const STEPS: Record<Stage, number> = { open: 0, assigned: 1, accepted: 2, in_progress: 3, closed: 4 }

export function buildTickets(
  w: SeedWorld,
  stops: StopEvent[],
  stoppedNow: CurrentStop[],
  extra: Draft[] = [],
): { tickets: TicketRow[]; notes: NoteRow[] } {
  // Numbers follow creation order, as they would have been handed out.
  const drafts = [...flowDrafts(w, stops), ...queueDrafts(w, stoppedNow), ...extra].sort(
    (a, b) => a.createdMs - b.createdMs,
  )
  const tickets: TicketRow[] = []
  const notes: NoteRow[] = []
  drafts.forEach((d, i) => materialise(w, d, i + 1, tickets, notes))
  return { tickets, notes }
}

/** 4-8 reports a day, all closed by now; about a third of engineering ones were raised for a real line stop. */
function flowDrafts(w: SeedWorld, stops: StopEvent[]): Draft[] {
  const { rng } = w
  const drafts: Draft[] = []
  const longStops = stops.filter((s) => s.endMs - s.startMs >= 20 * MINUTE)
  for (let dayEnd = w.nowMs; dayEnd > w.startMs; dayEnd -= DAY) {
    const dayStart = Math.max(w.startMs, dayEnd - DAY)
    const dayStops = longStops.filter((s) => s.startMs >= dayStart && s.startMs < dayEnd)
    for (let n = rng.int(4, 8); n > 0; n--) {
      const priority = weighted(rng, PRIORITY_WEIGHTS)
      const it = rng.chance(0.25)
      const stop = !it && dayStops.length > 0 && rng.chance(0.35) ? rng.pick(dayStops) : null
      const createdMs = stop ? stop.startMs + rng.int(2, 10) * MINUTE : shiftTime(rng, dayStart, dayEnd)
      // Anything newer is the live queue's business.
      if (createdMs > w.nowMs - 20 * MINUTE) continue
      const subject = it ? itSubject(w) : stop ? stopSubject(w, stop) : engineeringSubject(w)
      const [lo, hi] = RESOLVE_MINUTES[priority]
      // A ticket raised for a stop isn't closed before the line runs again.
      const earliest = stop ? stop.endMs + rng.int(5, 30) * MINUTE : 0
      const resolvedMs = Math.min(
        Math.max(createdMs + rng.int(lo, hi) * MINUTE, earliest),
        createdMs + 2 * DAY,
        w.nowMs - MINUTE,
      )
      const assignee = it ? 'it' : rng.chance(0.5) ? 'engineer' : 'engineer2'
      drafts.push({ createdMs, priority, subject, stage: 'closed', assignee, endMs: sec(resolvedMs) })
    }
  }
  return drafts
}

/**
 * The live queue: a few unassigned reports plus work in hand for engineer (2-4), engineer2 (1-3) and it (1-3),
 * raised in the last two days. A line that is stopped right now has its ticket among these.
 */
function queueDrafts(w: SeedWorld, stoppedNow: CurrentStop[]): Draft[] {
  const { rng } = w
  const inHand = (): Stage => rng.pick(['assigned', 'accepted', 'in_progress'] as const)
  const slots: Slot[] = [
    // Every state is on show: engineer has one to accept and one under way, engineer2 one accepted.
    ...Array.from({ length: rng.int(2, 4) }, (_, i): Slot => ({
      assignee: 'engineer',
      it: false,
      stage: i === 0 ? 'assigned' : i === 1 ? 'in_progress' : inHand(),
    })),
    ...Array.from({ length: rng.int(1, 3) }, (_, i): Slot => ({
      assignee: 'engineer2',
      it: false,
      stage: i === 0 ? 'accepted' : inHand(),
    })),
    ...Array.from({ length: rng.int(1, 3) }, (): Slot => ({ assignee: 'it', it: true, stage: inHand() })),
    ...Array.from({ length: rng.int(3, 5) }, (): Slot => ({ assignee: null, it: rng.chance(0.25), stage: 'open' })),
  ]
  const free = shuffle(
    rng,
    slots.filter((s) => !s.it),
  )
  const bound = new Map<Slot, CurrentStop>()
  for (const cur of stoppedNow) {
    const slot: Slot = free.shift() ?? { assignee: null, it: false, stage: 'open' }
    if (!slots.includes(slot)) slots.push(slot)
    bound.set(slot, cur)
  }
  const recentMinutes = Math.max(60, Math.min(46 * 60, (w.nowMs - w.startMs) / MINUTE - 60))
  return slots.map((slot): Draft => {
    const cur = bound.get(slot)
    const open = slot.stage === 'open'
    const createdMs = cur
      ? cur.sinceMs + rng.int(2, 6) * MINUTE
      : sec(w.nowMs - rng.int(open ? 10 : 60, open ? Math.min(recentMinutes, 20 * 60) : recentMinutes) * MINUTE)
    const subject = cur ? currentStopSubject(w, cur) : slot.it ? itSubject(w) : engineeringSubject(w)
    const priority = cur ? (rng.chance(0.3) ? 'critical' : 'high') : weighted(rng, PRIORITY_WEIGHTS)
    const endMs = sec(createdMs + (w.nowMs - createdMs) * (0.6 + 0.35 * rng.next()))
    return { createdMs, priority, subject, stage: slot.stage, assignee: slot.assignee, endMs }
  })
}

function materialise(w: SeedWorld, d: Draft, ticketNumber: number, tickets: TicketRow[], notes: NoteRow[]): void {
  const { people } = w
  const rng = d.rng ?? w.rng
  const s = d.subject
  const id = seededUuid(rng)
  const steps = STEPS[d.stage]
  // Relative lengths of: waiting to be assigned, to be accepted, to be started, the work itself.
  const weights = [0.1 + rng.next() * 0.2, 0.03 + rng.next() * 0.07, 0.03 + rng.next() * 0.12, 0.5 + rng.next() * 0.5]
  // An active ticket also has the time since its last step, which is cut off.
  const times =
    d.stage === 'closed'
      ? spread(d.createdMs, d.endMs, weights)
      : spread(d.createdMs, d.endMs, [...weights.slice(0, steps), 0.2 + rng.next()]).slice(0, steps)
  const [assignedAt, acceptedAt, startedAt, resolvedAt] = times
  const assignee = d.assignee ? people[d.assignee] : null
  const assignedBy = !assignee
    ? null
    : s.ticketType === 'it'
      ? rng.chance(0.7)
        ? people.it
        : people.admin
      : rng.chance(0.6)
        ? people.admin
        : assignee

  // The assignee's notes while work was under way: often on work in progress, now and then otherwise.
  const noteFrom = startedAt ?? acceptedAt
  const noteChance = d.stage === 'in_progress' ? 0.7 : d.stage === 'closed' ? 0.25 : d.stage === 'accepted' ? 0.3 : 0
  let lastMs = times[times.length - 1] ?? d.createdMs
  if (assignee && noteFrom !== undefined && rng.chance(noteChance)) {
    const noteMs = sec(noteFrom + ((resolvedAt ?? w.nowMs) - noteFrom) * (0.2 + 0.6 * rng.next()))
    notes.push({
      id: seededUuid(rng),
      ticket_id: id,
      author_id: assignee.id,
      kind: 'note',
      text: rng.pick(WORK_NOTES),
      created_at: iso(noteMs),
    })
    lastMs = Math.max(lastMs, noteMs)
  }

  const at = (ms: number | undefined) => (ms === undefined ? null : iso(ms))
  const closed = resolvedAt !== undefined
  tickets.push({
    id,
    ticket_number: ticketNumber,
    ticket_type: s.ticketType,
    line_id: s.lineId,
    line_name: s.lineName,
    other_location: null,
    machine_id: s.machineId,
    machine_name: s.machineName,
    equipment_id: s.equipmentId,
    location: s.location,
    system_affected: s.systemAffected,
    category: s.fault.category,
    priority: d.priority,
    description: s.fault.text,
    status: d.stage === 'accepted' ? 'assigned' : d.stage,
    engineer_status: d.stage === 'open' ? null : d.stage === 'closed' ? 'completed' : d.stage,
    reported_by: (rng.chance(0.5) ? people.operator : people.operator2).id,
    assigned_to: assignee?.id ?? null,
    assigned_by: assignedBy?.id ?? null,
    created_at: iso(d.createdMs),
    updated_at: iso(lastMs),
    assigned_at: at(assignedAt),
    accepted_at: at(acceptedAt),
    started_at: at(startedAt),
    resolved_at: at(resolvedAt),
    resolution_summary: closed ? s.fault.fix : null,
    parts_used: closed ? s.fault.parts : null,
    time_spent: closed && startedAt !== undefined ? workMinutes(rng, resolvedAt - startedAt) : null,
    follow_up_required: closed && rng.chance(0.05) ? 1 : 0,
    archived_at: null,
  })
}

/** Cuts (from, to] in proportion to the weights, the last cut at `to`; each at least a second after the last. */
function spread(fromMs: number, toMs: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0)
  let acc = 0
  let prev = fromMs
  return weights.map((wt, i) => {
    acc += wt
    const target = i === weights.length - 1 ? toMs : sec(fromMs + ((toMs - fromMs) * acc) / total)
    prev = Math.max(prev + 1000, target)
    return prev
  })
}

/** Hands-on minutes, in fives: up to four hours, and no more than the time between start and close. */
function workMinutes(rng: Rng, spanMs: number): number {
  return Math.max(5, Math.round(Math.min(spanMs / MINUTE, rng.int(15, 240)) / 5) * 5)
}

/** A time in [from, to), mostly on the day and late shifts (06:00-22:00). */
function shiftTime(rng: Rng, fromMs: number, toMs: number): number {
  for (;;) {
    const t = fromMs + rng.next() * (toMs - fromMs)
    const hour = new Date(t).getUTCHours()
    if ((hour >= 6 && hour < 22) || rng.chance(0.25)) return sec(t)
  }
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}
