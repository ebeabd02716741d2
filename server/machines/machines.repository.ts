// Machines on production lines: all SQL for them lives here.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import type { MachineUpdate, NewMachineRow } from '../db/database'

export function listMachines(db: Db | Trx) {
  return db.selectFrom('machines').selectAll().orderBy('line_id').orderBy('name').execute()
}

export function listMachinesByIds(db: Db | Trx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('machines').selectAll().where('id', 'in', ids).execute()
}

export function findMachine(db: Db | Trx, id: string) {
  return db.selectFrom('machines').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertMachine(db: Db | Trx, row: NewMachineRow): Promise<void> {
  await db.insertInto('machines').values(row).execute()
}

export async function updateMachine(db: Db | Trx, id: string, values: MachineUpdate): Promise<void> {
  await db.updateTable('machines').set(values).where('id', '=', id).execute()
}

export async function deleteMachine(db: Db | Trx, id: string): Promise<void> {
  await db.deleteFrom('machines').where('id', '=', id).execute()
}

/** Codes among the given that already exist (import duplicates). */
export async function existingCodes(db: Db | Trx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set()
  const rows = await db.selectFrom('machines').select('code').where('code', 'in', codes).execute()
  return new Set(rows.map((r) => r.code).filter((c): c is string => c !== null))
}
