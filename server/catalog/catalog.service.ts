// Units are reference data an admin can restore: the five factory units of the spec (B, C, D, E, G).
import { UNIT_CODES } from '../../shared/constants'
import { isAdminRole } from '../../shared/roles'
import type { CommandContext } from '../context'
import { forbidden } from '../http/errors'
import { UNIT_NAMES } from '../seed/demo-data'
import { insertUnit, listUnits } from './catalog.repository'

/** Adds the spec's units that are missing; existing ones (and their names) are left alone. count = units added. */
export async function initializeUnits(ctx: CommandContext): Promise<{ success: true; count: number }> {
  if (!isAdminRole(ctx.actor.role)) throw forbidden('Only admins can initialize units')
  const present = new Set((await listUnits(ctx.trx)).map((u) => u.code))
  const missing = UNIT_CODES.filter((code) => !present.has(code))
  for (const code of missing) await insertUnit(ctx.trx, code, UNIT_NAMES[code])
  if (missing.length) await ctx.audit('units.initialize', 'unit', null, { added: missing })
  return { success: true, count: missing.length }
}
