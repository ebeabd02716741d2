// Equipment rules: who may set a device's status (loft dashboard, spec §4) and the one-off seeding of the
// equipment list on an empty install.
import { isAdminRole, can } from '../../shared/roles'
import type { EquipmentDepartment, EquipmentStatus } from '../../shared/constants'
import type { Equipment } from '../../shared/types'
import type { CommandContext } from '../context'
import type { Db } from '../db/connection'
import { forbidden, notFound } from '../http/errors'
import { EQUIPMENT_SEED, equipmentRowFor } from './equipment-list'
import { toEquipment } from './equipment-mapper'
import * as repo from './equipment.repository'

export async function getEquipmentList(db: Db): Promise<Equipment[]> {
  return (await repo.listEquipment(db)).map(toEquipment)
}

export async function getEquipmentByDepartment(db: Db, department: EquipmentDepartment): Promise<Equipment[]> {
  return (await repo.listEquipmentByDepartment(db, department)).map(toEquipment)
}

export async function getEquipment(db: Db, id: number): Promise<Equipment> {
  const row = await repo.findEquipment(db, id)
  if (!row) throw notFound('Equipment not found')
  return toEquipment(row)
}

export async function setEquipmentStatus(
  ctx: CommandContext,
  input: { equipmentId: number; status: EquipmentStatus },
): Promise<Equipment> {
  if (!can.setEquipmentStatus(ctx.actor.role)) throw forbidden('You may not change equipment status')
  const current = await repo.findEquipment(ctx.trx, input.equipmentId)
  if (!current) throw notFound('Equipment not found')
  await repo.setEquipmentStatusRow(ctx.trx, input.equipmentId, input.status, ctx.now)
  await ctx.change('equipment', input.equipmentId)
  await ctx.audit('equipment.status', 'equipment', input.equipmentId, { from: current.status, to: input.status })
  return toEquipment((await repo.findEquipment(ctx.trx, input.equipmentId))!)
}

/**
 * POST /api/equipment/initialize: seeds the standard equipment list only into an empty table, so pressing it
 * twice (or on a live site) never duplicates devices or renumbers their QR codes. count = devices added.
 */
export async function initializeEquipment(ctx: CommandContext): Promise<{ success: true; count: number }> {
  if (!isAdminRole(ctx.actor.role)) throw forbidden('Only admins can initialize equipment')
  if ((await repo.countEquipment(ctx.trx)) > 0) return { success: true, count: 0 }
  for (const e of EQUIPMENT_SEED) {
    // No serial number: the API then shows department-id (spec §3), which is what the QR label carries too.
    const id = await repo.insertEquipment(
      ctx.trx,
      equipmentRowFor(e, { serialNumber: null, status: 'operational', now: ctx.now }),
    )
    await ctx.change('equipment', id)
  }
  await ctx.audit('equipment.initialize', 'equipment', null, { count: EQUIPMENT_SEED.length })
  return { success: true, count: EQUIPMENT_SEED.length }
}
