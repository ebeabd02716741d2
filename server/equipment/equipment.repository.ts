// Engineering and IT equipment (QR-labelled): all SQL for it lives here.
import type { Db } from '../db/connection'
import type { Trx } from '../context'

export function listEquipment(db: Db | Trx) {
  return db.selectFrom('equipment').selectAll().orderBy('id').execute()
}

export function listEquipmentByIds(db: Db | Trx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('equipment').selectAll().where('id', 'in', ids).execute()
}

export function listEquipmentByDepartment(db: Db | Trx, department: string) {
  return db.selectFrom('equipment').selectAll().where('department', '=', department).orderBy('id').execute()
}

export function findEquipment(db: Db | Trx, id: number) {
  return db.selectFrom('equipment').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function setEquipmentStatusRow(db: Db | Trx, id: number, status: string, at: string): Promise<void> {
  await db.updateTable('equipment').set({ status, updated_at: at }).where('id', '=', id).execute()
}
