// POST /api/machines/import: the shared CSV rules, then duplicates (in the database or earlier in the file)
// skipped, and every good row inserted in the command's one transaction with one audit row for the import.
import { newId } from '../../shared/ids'
import { MACHINE_CSV_MESSAGES, isCsvFile, parseMachineCsv, type MachineCsvRow } from '../../shared/csv/machine-import'
import { id as idSchema } from '../../shared/schemas/common'
import type { MachineImportResult } from '../../shared/types'
import type { CommandContext } from '../context'
import { badRequest } from '../http/errors'
import { findLine } from '../lines/lines.repository'
import type { NewMachineRow } from '../db/database'
import { existingCodes, insertMachines } from './machines.repository'
import { assertCanEditMachines } from './machines.service'

export interface MachineUpload {
  fileName: string
  mimeType: string
  text: string
  /** The form's lineId field, as sent (absent when no line was selected). */
  lineId: unknown
}

/** Counts stay exact; the message list is capped so a 5 MB file of bad rows does not become a 5 MB answer. */
export const MAX_IMPORT_ERRORS = 100

export async function importMachines(ctx: CommandContext, upload: MachineUpload): Promise<MachineImportResult> {
  assertCanEditMachines(ctx.actor.role)
  if (!isCsvFile(upload.fileName, upload.mimeType))
    throw badRequest(MACHINE_CSV_MESSAGES.notCsv, { file: MACHINE_CSV_MESSAGES.notCsv })
  const parsed = parseMachineCsv(upload.text)
  if (!parsed.ok) throw badRequest(parsed.message, { file: parsed.message })
  const lineId = await importLine(ctx, upload.lineId)

  const codes = [...new Set(parsed.rows.map((r) => r.code))]
  const taken = await existingCodes(ctx.trx, codes)
  const fresh: NewMachineRow[] = []
  let duplicates = 0
  for (const row of parsed.rows) {
    if (taken.has(row.code)) {
      duplicates++
      continue
    }
    taken.add(row.code)
    fresh.push(toMachineRow(row, lineId, ctx.now))
  }
  await insertMachines(ctx.trx, fresh)
  for (const m of fresh) await ctx.change('machines', m.id)
  const success = fresh.length

  const failed = parsed.errors.length
  const errors = parsed.errors.slice(0, MAX_IMPORT_ERRORS).map((e) => e.message)
  if (failed > MAX_IMPORT_ERRORS) errors.push(`…and ${failed - MAX_IMPORT_ERRORS} more rows with errors`)
  await ctx.audit('machine.import', 'production_line', lineId, {
    fileName: upload.fileName,
    success,
    failed,
    duplicates,
  })
  return { success, failed, duplicates, errors }
}

function toMachineRow(row: MachineCsvRow, lineId: number, now: string): NewMachineRow {
  return {
    id: newId(),
    line_id: lineId,
    name: row.name,
    code: row.code,
    type: row.type,
    description: row.description,
    is_active: row.isActive ? 1 : 0,
    model: null,
    serial_number: row.serialNumber,
    last_changed_on: row.lastChangedOn,
    location: row.location,
    manufacturer: row.manufacturer,
    status: 'operational',
    created_at: now,
    updated_at: now,
  }
}

async function importLine(ctx: CommandContext, raw: unknown): Promise<number> {
  if (raw === undefined || raw === null || raw === '') {
    throw badRequest('Invalid lineId: choose the line to import the machines into', { lineId: 'Required' })
  }
  const parsed = idSchema.safeParse(raw)
  if (!parsed.success)
    throw badRequest('Invalid lineId: must be a production line id', { lineId: 'Must be a production line id' })
  if (!(await findLine(ctx.trx, parsed.data))) {
    const text = `Production line ${parsed.data} not found`
    throw badRequest(`Invalid lineId: ${text}`, { lineId: text })
  }
  return parsed.data
}
