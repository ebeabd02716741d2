// All SQL of the maintenance model: the items it rates and the engineering tickets raised against them.
import type { Db } from '../db/connection'
import type { Trx } from '../db/connection'

type Conn = Db | Trx

export async function listMachines(db: Conn) {
  return db
    .selectFrom('machines')
    .select(['id', 'name', 'type', 'model', 'location'])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute()
}

/** Engineering equipment only: IT devices do not fail mechanically or electrically. */
export async function listEngineeringEquipment(db: Conn) {
  return db
    .selectFrom('equipment')
    .select(['id', 'name', 'type', 'location'])
    .where('is_active', '=', 1)
    .where('department', '=', 'Engineering')
    .orderBy('id')
    .execute()
}

/** Every ticket tied to a machine or an equipment item, archived ones included (they are history too). */
export async function listItemTickets(db: Conn) {
  return db
    .selectFrom('tickets')
    .select([
      'id',
      'ticket_type',
      'machine_id',
      'equipment_id',
      'category',
      'description',
      'status',
      'created_at',
      'started_at',
      'resolved_at',
      'time_spent',
    ])
    .where((eb) => eb.or([eb('machine_id', 'is not', null), eb('equipment_id', 'is not', null)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/** When the plant's records begin: the first ticket ever raised. */
export async function firstTicketAt(db: Conn): Promise<string | null> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.min('created_at').as('first'))
    .executeTakeFirst()
  return (row?.first as string | null | undefined) ?? null
}

export type MachineRow = Awaited<ReturnType<typeof listMachines>>[number]
export type EquipmentRow = Awaited<ReturnType<typeof listEngineeringEquipment>>[number]
export type ItemTicketRow = Awaited<ReturnType<typeof listItemTickets>>[number]
