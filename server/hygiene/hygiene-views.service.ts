// Reads: clearances of a line, holds, per-line settings, the chain's verification.
import { checklistForLine, type ChecklistItem } from '../../shared/hygiene/checklist'
import type { Clearance, HygieneHold, HygieneLineSettings } from '../../shared/hygiene/types'
import type { HygieneSettingsInput } from '../../shared/hygiene/schemas'
import { can } from '../../shared/roles'
import type { CommandContext } from '../context'
import type { Db } from '../db/connection'
import { forbidden, notFound } from '../http/errors'
import { findLineStatus } from '../lines/lines.repository'
import { toClearance, toHold } from './hygiene-mapper'
import {
  findSettingsRow,
  listClearanceRows,
  listHoldRows,
  listSettingsRows,
  upsertSettings,
} from './hygiene.repository'

export const MAX_LIST = 500

export async function getClearances(db: Db, filter: { lineId?: number; limit?: number }): Promise<Clearance[]> {
  return (await listClearanceRows(db, { lineId: filter.lineId, limit: filter.limit ?? MAX_LIST })).map(toClearance)
}

export async function getHolds(db: Db, filter: { lineId?: number; open?: boolean }): Promise<HygieneHold[]> {
  return (await listHoldRows(db, Object.assign({ limit: MAX_LIST }, filter))).map(toHold)
}

export async function getSettings(db: Db): Promise<HygieneLineSettings[]> {
  return (await listSettingsRows(db)).map((r) => ({
    lineId: r.line_id,
    holdEnabled: r.hold_enabled !== 0,
    checklist: r.checklist ? (JSON.parse(r.checklist) as ChecklistItem[]) : null,
  }))
}

/**
 * The admin's per-line switch and checklist; a field the request leaves out keeps its saved value (a line with no
 * row yet: holds on, the default checklist). A hold already open keeps the checklist it began with.
 */
export async function saveSettings(ctx: CommandContext, lineId: number, input: HygieneSettingsInput): Promise<void> {
  if (!can.configureHygiene(ctx.actor.role)) throw forbidden('Only admins can change hygiene settings')
  if (!(await findLineStatus(ctx.trx, lineId))) throw notFound(`Production line ${lineId} not found`)
  const saved = await findSettingsRow(ctx.trx, lineId)
  const holdEnabled = input.holdEnabled ?? (saved ? saved.hold_enabled !== 0 : true)
  const checklist =
    input.checklist === undefined
      ? (saved?.checklist ?? null)
      : input.checklist && input.checklist.length > 0
        ? JSON.stringify(checklistForLine(input.checklist))
        : null
  await upsertSettings(ctx.trx, {
    line_id: lineId,
    hold_enabled: holdEnabled ? 1 : 0,
    checklist,
    updated_at: ctx.now,
    updated_by: ctx.actor.id,
  })
  await ctx.change('lines', lineId)
  await ctx.audit('hygiene.settings', 'production_line', lineId, {
    holdEnabled,
    items: checklist ? (JSON.parse(checklist) as ChecklistItem[]).length : null,
  })
}
