// Plans as a machine-readable table (issue 28 §1, "like the product data"): one row per plan, triggers and steps
// as JSON cells. Export writes every plan; import reads CSV or XLSX, checks every row with the API's own schema
// and makes nothing unless all rows are valid (a 400 names rows.<n>.<field>).
import type { PmPlan } from '../../shared/pm/types'
import { fieldErrors } from '../../shared/schemas/common'
import { pmPlanInput, type PmPlanInput } from '../../shared/schemas/pm'
import { parseCsvTable } from '../imports/csv-table'
import { decodeText, detectFileKind } from '../imports/file-kind'
import { readXlsxTable } from '../imports/xlsx-table'

export const PLAN_COLUMNS = [
  'title',
  'line_id',
  'machine_id',
  'skill',
  'estimated_minutes',
  'lead_days',
  'starts_on',
  'status',
  'triggers',
  'steps',
  'procedure',
] as const

export function planCells(p: PmPlan): (string | number | null)[] {
  return [
    p.title,
    p.lineId,
    p.machineId,
    p.skill,
    p.estimatedMinutes,
    p.leadDays,
    p.startsOn,
    p.status,
    JSON.stringify(p.triggers),
    JSON.stringify(p.steps),
    p.procedure,
  ]
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim())
const num = (v: unknown) => (text(v) === '' ? undefined : Number(text(v)))
const json = (v: unknown) => {
  try {
    return JSON.parse(text(v) || 'null') as unknown
  } catch {
    return text(v)
  }
}

export type PlanFileResult = { ok: true; plans: PmPlanInput[] } | { ok: false; fields: Record<string, string> }

/** Rows (header first) to plan inputs, or every row's problems by `rows.<n>.<field>` (n counts data rows from 1). */
export function plansFromTable(table: readonly (readonly unknown[])[]): PlanFileResult {
  const [header, ...rows] = table
  const index = new Map((header ?? []).map((h, i) => [text(h).toLowerCase(), i]))
  const missing = ['title', 'triggers'].filter((c) => !index.has(c))
  if (missing.length) return { ok: false, fields: { file: `Missing column(s): ${missing.join(', ')}` } }
  const cell = (row: readonly unknown[], c: string) => (index.has(c) ? row[index.get(c)!] : undefined)
  const plans: PmPlanInput[] = []
  const fields: Record<string, string> = {}
  rows
    .filter((r) => r.some((v) => text(v) !== ''))
    .forEach((row, i) => {
      const parsed = pmPlanInput.safeParse({
        title: text(cell(row, 'title')),
        lineId: num(cell(row, 'line_id')) ?? null,
        machineId: text(cell(row, 'machine_id')) || null,
        skill: text(cell(row, 'skill')) || undefined,
        estimatedMinutes: num(cell(row, 'estimated_minutes')),
        leadDays: num(cell(row, 'lead_days')),
        startsOn: text(cell(row, 'starts_on')) || undefined,
        triggers: json(cell(row, 'triggers')),
        steps: text(cell(row, 'steps')) ? json(cell(row, 'steps')) : undefined,
        procedure: text(cell(row, 'procedure')) || null,
      })
      if (parsed.success) plans.push(parsed.data)
      else for (const [f, m] of Object.entries(fieldErrors(parsed.error))) fields[`rows.${i + 1}.${f}`] ??= m
    })
  if (Object.keys(fields).length) return { ok: false, fields }
  if (!plans.length) return { ok: false, fields: { file: 'The file has no plans' } }
  return { ok: true, plans }
}

export async function readPlanFile(fileName: string, bytes: Uint8Array): Promise<PlanFileResult> {
  const kind = detectFileKind(fileName, bytes)
  if (kind === 'xlsx') return plansFromTable(await readXlsxTable(bytes))
  if (kind === 'json') return { ok: false, fields: { file: 'Use a CSV or XLSX file' } }
  return plansFromTable(parseCsvTable(decodeText(bytes)))
}
