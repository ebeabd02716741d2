// The seeded factory as the history generators see it (people, lines, machines, equipment), plus time helpers.
import type { Db } from '../db/connection'
import type { DEMO_USERS } from './demo-data'
import type { Fault } from './demo-faults'
import type { Rng } from './random'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const iso = (ms: number): string => new Date(ms).toISOString()
/** Whole seconds, so seeded times look like times people pressed buttons. */
export const sec = (ms: number): number => Math.floor(ms / 1000) * 1000

export type DemoUsername = (typeof DEMO_USERS)[number]['username']

export interface Person {
  id: number
  name: string
}

export interface LineRef {
  id: number
  name: string
  unit: string | null
  status: string
  issue: string | null
}

export interface MachineRef {
  id: string
  lineId: number
  name: string
  location: string | null
}

export interface EquipmentRef {
  id: number
  name: string
  department: string
  type: string | null
  unit: string | null
  location: string | null
}

/** One past stop of a line, which may have been reported as a ticket. */
export interface StopEvent {
  lineId: number
  startMs: number
  endMs: number
  fault: Fault
  machine: MachineRef | null
}

/** A line that is stopped right now (as seedLines left it), since when. */
export interface CurrentStop {
  line: LineRef
  sinceMs: number
}

export interface SeedWorld {
  rng: Rng
  nowMs: number
  /** Start of the history window. */
  startMs: number
  people: Record<DemoUsername, Person>
  lines: LineRef[]
  machinesByLine: Map<number, MachineRef[]>
  equipment: EquipmentRef[]
}

export async function loadWorld(db: Db, rng: Rng, now: Date, historyDays: number): Promise<SeedWorld> {
  const users = await db.selectFrom('users').select(['id', 'username', 'first_name', 'last_name']).execute()
  const people = Object.fromEntries(
    users.map((u) => [u.username, { id: u.id, name: `${u.first_name} ${u.last_name}` }]),
  ) as Record<DemoUsername, Person>
  const lines = await db
    .selectFrom('production_lines')
    .select(['id', 'name', 'unit_code', 'status', 'issue'])
    .orderBy('id')
    .execute()
  const machines = await db
    .selectFrom('machines')
    .select(['id', 'line_id', 'name', 'location'])
    .orderBy('line_id')
    .orderBy('code')
    .execute()
  const equipment = await db
    .selectFrom('equipment')
    .select(['id', 'name', 'department', 'type', 'unit_code', 'location'])
    .orderBy('id')
    .execute()
  const machinesByLine = new Map<number, MachineRef[]>()
  for (const m of machines) {
    machinesByLine.set(m.line_id, [
      ...(machinesByLine.get(m.line_id) ?? []),
      { id: m.id, lineId: m.line_id, name: m.name, location: m.location },
    ])
  }
  const nowMs = sec(now.getTime())
  return {
    rng,
    nowMs,
    startMs: nowMs - historyDays * DAY,
    people,
    lines: lines.map((l) => ({ id: l.id, name: l.name, unit: l.unit_code, status: l.status, issue: l.issue })),
    machinesByLine,
    equipment: equipment.map((e) => ({
      id: e.id,
      name: e.name,
      department: e.department,
      type: e.type,
      unit: e.unit_code,
      location: e.location,
    })),
  }
}

/** Picks by relative weight. */
export function weighted<T>(rng: Rng, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0)
  let roll = rng.next() * total
  for (const [item, w] of items) {
    roll -= w
    if (roll < 0) return item
  }
  return items[items.length - 1]![0]
}

/** Multi-row inserts of ~200 keep seeding fast without nearing SQLite's bound-parameter limit. */
export function chunks<T>(rows: T[], size = 200): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

/** The operator on shift at that time (days: operator, lates: operator2, nights: either). */
export function operatorAt(w: SeedWorld, ms: number): Person {
  const hour = new Date(ms).getUTCHours()
  if (hour >= 6 && hour < 14) return w.people.operator
  if (hour >= 14 && hour < 22) return w.people.operator2
  return w.rng.chance(0.5) ? w.people.operator : w.people.operator2
}

export function anyEngineer(w: SeedWorld): Person {
  return w.rng.chance(0.5) ? w.people.engineer : w.people.engineer2
}
