// Engineering and IT equipment (QR-labelled): all SQL for it lives here.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import type { Insertable } from 'kysely'
import type { EquipmentTable } from '../db/database'

type NewEquipmentRow = Insertable<EquipmentTable>

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

export async function countEquipment(db: Db | Trx): Promise<number> {
  const row = await db
    .selectFrom('equipment')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function insertEquipment(db: Db | Trx, row: NewEquipmentRow): Promise<number> {
  const inserted = await db.insertInto('equipment').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}
