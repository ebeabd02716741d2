// Demo shift handovers (issue 34 §3), so the handover list and the line tablets are alive on first start: lines 2,
// 3 and 4 handed over at the end of each of the last three shifts, pre-filled from the line as the server sees it
// now, signed by the outgoing operator and acknowledged by the incoming one — except line 2's latest, which waits
// for the incoming lead (its tablet shows it).
import { randomUUID } from 'node:crypto'
import { previousShift, type ShiftRef } from '../../shared/handover/shifts'
import { shiftWindow } from '../../shared/oee/shift-windows'
import { shiftAt } from '../../shared/planning/schedule'
import type { Db } from '../db/connection'
import { handoverPrefill } from '../handover/handover.service'
import type { SeedOptions } from './seed-options'

const LINES = [2, 3, 4]
const NOTES = [
  'Filler heads cleaned at 05:30. Watch the seal temperature on lane 2, it drifted twice.',
  'Changeover done, first boxes checked by QA. Film roll for the next order is by the wrapper.',
  'Running steady. One operator short after the break; cover agreed with the team leader.',
]

export async function seedHandovers(db: Db, options: SeedOptions): Promise<void> {
  const now = options.now
  const people = await db
    .selectFrom('users')
    .select(['id', 'username', 'first_name', 'last_name'])
    .where('username', 'in', ['operator', 'operator2'])
    .execute()
  const person = (username: string) => people.find((p) => p.username === username)
  const shifts: ShiftRef[] = []
  let ref: ShiftRef = previousShift(shiftAt(now))
  for (let i = 0; i < 3; i++, ref = previousShift(ref)) shifts.push(ref)
  const lines = await db.selectFrom('production_lines').select('id').where('id', 'in', LINES).execute()
  for (const { id: lineId } of lines) {
    const { items } = await handoverPrefill(db, lineId, now)
    for (const [n, s] of shifts.entries()) {
      const w = shiftWindow(s.date, s.shift)
      const out = person(n % 2 === 0 ? 'operator' : 'operator2')
      const inc = person(n % 2 === 0 ? 'operator2' : 'operator')
      if (!out || !inc) return
      const signedAt = new Date(Math.min(w.end - 10 * 60_000, now.getTime())).toISOString()
      const waits = lineId === 2 && n === 0
      const ackAt = new Date(Math.min(w.end + 15 * 60_000, now.getTime())).toISOString()
      await db
        .insertInto('shift_handovers')
        .values({
          id: randomUUID(),
          line_id: lineId,
          shift_date: s.date,
          shift: s.shift,
          items: JSON.stringify(n === 0 ? items : []),
          notes: NOTES[(lineId + n) % NOTES.length]!,
          signed_by_id: out.id,
          signed_by: `${out.first_name} ${out.last_name}`,
          signed_at: signedAt,
          signed_at_device: signedAt,
          acknowledged_by_id: waits ? null : inc.id,
          acknowledged_by: waits ? null : `${inc.first_name} ${inc.last_name}`,
          acknowledged_at: waits ? null : ackAt,
          acknowledged_at_device: waits ? null : ackAt,
          acknowledge_note: null,
          updated_at: waits ? signedAt : ackAt,
        })
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
  }
}
