// Planned maintenance for the demo (issue 28 §7): calendar and running-hours plans (from readings, and one from the
// line's status history) on units B–E (not on lines 13–16, which the PM stories use), a history of signed work orders with some late and some failed steps, one
// overdue work order, an open temporary repair and meter readings, so the screens and the report are alive.
import { addDays, isoDay, addInterval } from '../../shared/pm/due-dates'
import type { PmStep, PmTrigger } from '../../shared/pm/types'
import type { Db } from '../db/connection'
import { seededUuid, type Rng } from './random'
import type { SeedOptions } from './seed-options'

interface DemoPlan {
  title: string
  lineId: number
  skill: 'engineering' | 'it'
  trigger: PmTrigger
  steps: PmStep[]
}

const LUBE: PmStep[] = [
  { kind: 'check', text: 'Guards refitted and interlocks tested' },
  { kind: 'reading', text: 'Gearbox oil temperature', unit: '°C', min: 20, max: 65 },
  { kind: 'check', text: 'Food-grade lubricant used (H1)' },
  { kind: 'text', text: 'Remarks' },
]
const BELT: PmStep[] = [
  { kind: 'check', text: 'Belt tracking straight' },
  { kind: 'reading', text: 'Belt tension', unit: 'N', min: 180, max: 240 },
  { kind: 'check', text: 'All tools accounted for' },
]

const PLANS: DemoPlan[] = [
  { title: 'Filler valves lubrication', lineId: 1, skill: 'engineering', trigger: cal(1, 'month'), steps: LUBE },
  { title: 'Slicer blade inspection', lineId: 2, skill: 'engineering', trigger: cal(2, 'week'), steps: BELT },
  { title: 'Conveyor belt check', lineId: 3, skill: 'engineering', trigger: cal(1, 'week'), steps: BELT },
  { title: 'Metal detector verification', lineId: 5, skill: 'engineering', trigger: cal(1, 'week'), steps: LUBE },
  {
    title: 'Compressor 500 h service',
    lineId: 7,
    skill: 'engineering',
    trigger: { kind: 'meter', every: 500, unit: 'hours' },
    steps: LUBE,
  },
  {
    title: 'Line PC backup and patching',
    lineId: 9,
    skill: 'it',
    trigger: { kind: 'calendar', every: 1, unit: 'month', mode: 'floating' },
    steps: [
      { kind: 'check', text: 'Backup verified' },
      { kind: 'text', text: 'Patches applied' },
    ],
  },
  // Counted from the line's running time in its status history, summed by the server (decision 235).
  {
    title: 'Oven burner 250 running hours service',
    lineId: 4,
    skill: 'engineering',
    trigger: { kind: 'meter', every: 250, unit: 'hours', source: 'status' },
    steps: LUBE,
  },
]

/** The status-derived plan's id is fixed, not drawn: the demo's other random figures stay as they were. */
const STATUS_PLAN_ID = '7e3b1c52-4f0d-4a57-9c1e-2d6a00000235'

function cal(every: number, unit: 'week' | 'month'): PmTrigger {
  return { kind: 'calendar', every, unit, mode: 'fixed' }
}

export async function seedPm(db: Db, rng: Rng, options: SeedOptions): Promise<void> {
  const today = isoDay(options.now)
  const at = options.now.toISOString()
  const lines = new Set((await db.selectFrom('production_lines').select('id').execute()).map((l) => l.id))
  const engineer = await db.selectFrom('users').select('id').where('username', '=', 'engineer').executeTakeFirst()
  const it = await db.selectFrom('users').select('id').where('username', '=', 'it').executeTakeFirst()
  const history = Math.min(options.historyDays, 120)
  for (const p of PLANS) {
    if (!lines.has(p.lineId)) continue
    const fromStatus = p.trigger.kind === 'meter' && p.trigger.source === 'status'
    const id = fromStatus ? STATUS_PLAN_ID : seededUuid(rng)
    const startsOn = addDays(today, -history)
    await db
      .insertInto('pm_plans')
      .values({
        id,
        title: p.title,
        machine_id: null,
        line_id: p.lineId,
        procedure: null,
        estimated_minutes: 45,
        skill: p.skill,
        lead_days: 5,
        triggers: JSON.stringify([p.trigger]),
        steps: JSON.stringify(p.steps),
        starts_on: startsOn,
        status: 'active',
        meter_base: JSON.stringify(p.trigger.kind === 'meter' && !fromStatus ? { hours: 1000 } : {}),
        created_by: engineer?.id ?? null,
        created_at: `${startsOn}T06:00:00.000Z`,
        updated_at: at,
      })
      .execute()
    if (fromStatus) continue
    if (p.trigger.kind === 'meter') {
      await seedReadings(db, rng, p.lineId, options, engineer?.id ?? null)
      continue
    }
    const trigger = p.trigger
    const signer = p.skill === 'it' ? it?.id : engineer?.id
    // Past work orders: most on time, some late, some with a failed step; the last one left overdue.
    const dues: string[] = []
    for (let k = 0; addInterval(startsOn, trigger.every, trigger.unit, k) < today; k++)
      dues.push(addInterval(startsOn, trigger.every, trigger.unit, k))
    for (const [i, due] of dues.entries()) {
      const last = i === dues.length - 1
      const overdue = last && p.title === 'Conveyor belt check'
      const late = rng.chance(0.2)
      const done = addDays(due, late ? rng.int(1, 4) : -rng.int(0, 1))
      if (done > today && !overdue) continue
      const failAt = rng.chance(0.15) ? 0 : -1
      await insertOrder(db, rng, { id: seededUuid(rng), planId: id, p, due, at, overdue, done, failAt, signer })
    }
  }
  await seedTemporaryRepair(db, rng, today, at, engineer?.id ?? null)
}

async function insertOrder(
  db: Db,
  rng: Rng,
  o: {
    id: string
    planId: string
    p: DemoPlan
    due: string
    at: string
    overdue: boolean
    done: string
    failAt: number
    signer: number | undefined
  },
): Promise<void> {
  const signedAt = `${o.done}T${String(rng.int(7, 15)).padStart(2, '0')}:20:00.000Z`
  await db
    .insertInto('pm_work_orders')
    .values({
      id: o.id,
      gen_key: `${o.planId}@${o.due}`,
      plan_id: o.planId,
      kind: 'planned',
      title: o.p.title,
      line_id: o.p.lineId,
      machine_id: null,
      skill: o.p.skill,
      estimated_minutes: 45,
      due_at: o.due,
      status: o.overdue ? 'open' : 'done',
      steps: JSON.stringify(o.p.steps),
      created_at: `${addDays(o.due, -5)}T06:00:00.000Z`,
      updated_at: o.overdue ? o.at : signedAt,
      completed_at: o.overdue ? null : signedAt,
      signed_by: o.overdue ? null : (o.signer ?? null),
      signed_at_device: o.overdue ? null : signedAt,
      signed_at_server: o.overdue ? null : signedAt,
    })
    .execute()
  if (o.overdue || o.signer === undefined) return
  const answers = o.p.steps.map((s, i) => ({
    id: seededUuid(rng),
    work_order_id: o.id,
    step_index: i,
    value: JSON.stringify(
      s.kind === 'check' ? i !== o.failAt : s.kind === 'reading' ? (s.min ?? 0) + rng.int(1, 20) : 'All good',
    ),
    note: i === o.failAt ? 'Worn part replaced on the spot' : null,
    corrects_id: null,
    ticket_id: null,
    answered_by: o.signer!,
    device_at: signedAt,
    created_at: signedAt,
  }))
  await db.insertInto('pm_answers').values(answers).execute()
}

async function seedReadings(db: Db, rng: Rng, lineId: number, options: SeedOptions, by: number | null) {
  // About 16 running hours a day; the last reading is past 90 % of the 500 h interval since the base of 1,000 h.
  const days = Math.max(1, Math.min(options.historyDays, 30))
  for (let d = days; d >= 0; d--) {
    const day = addDays(isoDay(options.now), -d)
    const value = 1000 + Math.round(((days - d) / days) * 470) + rng.int(0, 3)
    await db
      .insertInto('pm_readings')
      .values({
        id: seededUuid(rng),
        line_id: lineId,
        machine_id: null,
        unit: 'hours',
        value,
        read_at: `${day}T05:55:00.000Z`,
        entered_by: by,
        created_at: `${day}T05:55:00.000Z`,
      })
      .execute()
  }
}

async function seedTemporaryRepair(db: Db, rng: Rng, today: string, at: string, by: number | null) {
  void by
  await db
    .insertInto('pm_work_orders')
    .values({
      id: seededUuid(rng),
      gen_key: 'repair:demo:1',
      plan_id: null,
      kind: 'repair',
      title: 'Permanent repair: cable tie on the slicer guard hinge',
      line_id: 2,
      machine_id: null,
      skill: 'engineering',
      estimated_minutes: 60,
      due_at: addDays(today, 6),
      status: 'open',
      steps: JSON.stringify([{ kind: 'check', text: 'Permanent repair done and the temporary one removed' }]),
      created_at: `${addDays(today, -8)}T10:00:00.000Z`,
      updated_at: at,
    })
    .execute()
}
