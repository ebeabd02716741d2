// The clearance checklist: the defaults of spec §2, an admin's own list per line, the allergen swab, and the
// verdict of a filled-in form (issue 29 §4, §5).

/** Default items, translated on screen by their key. */
export const DEFAULT_CHECKLIST_KEYS = ['reassembled', 'tools', 'parts', 'debris', 'sanitised', 'lubricants'] as const
export const ALLERGEN_SWAB_KEY = 'allergen_swab'
export const ITEM_RESULTS = ['pass', 'fail', 'na'] as const
export type ItemResult = (typeof ITEM_RESULTS)[number]
export const CLEARANCE_RESULTS = ['passed', 'failed'] as const
export type ClearanceResult = (typeof CLEARANCE_RESULTS)[number]

/** One line of the checklist. `label` is an admin's own wording; null means a default item shown by its key. */
export interface ChecklistItem {
  key: string
  label: string | null
}

export interface ItemAnswer {
  key: string
  label: string | null
  result: ItemResult
  comment: string | null
  /** Content hash of a photo uploaded through the photo queue, if any. */
  photo: string | null
}

export interface SwabResult {
  result: 'pass' | 'fail'
  kitReference: string
}

export const MAX_CHECKLIST_ITEMS = 30

export function defaultChecklist(): ChecklistItem[] {
  return DEFAULT_CHECKLIST_KEYS.map((key) => ({ key, label: null }))
}

/** The line's own list when an admin set one, else the defaults. */
export function checklistForLine(configured: readonly ChecklistItem[] | null | undefined): ChecklistItem[] {
  return configured && configured.length > 0
    ? configured.map((i) => ({ key: i.key, label: i.label }))
    : defaultChecklist()
}

export type FormProblem =
  | { kind: 'missing_item'; key: string }
  | { kind: 'unknown_item'; key: string }
  | { kind: 'swab_required' }
  | { kind: 'corrective_action_required' }

/** What is wrong with a filled-in form against its checklist; empty when it may be signed. */
export function formProblems(
  checklist: readonly ChecklistItem[],
  answers: readonly Pick<ItemAnswer, 'key' | 'result'>[],
  swab: SwabResult | null,
  swabRequired: boolean,
  correctiveAction: string | null,
): FormProblem[] {
  const problems: FormProblem[] = []
  const keys = new Set(checklist.map((i) => i.key))
  const answered = new Set(answers.map((a) => a.key))
  for (const item of checklist) if (!answered.has(item.key)) problems.push({ kind: 'missing_item', key: item.key })
  for (const a of answers) if (!keys.has(a.key)) problems.push({ kind: 'unknown_item', key: a.key })
  if (swabRequired && (!swab || !swab.kitReference.trim())) problems.push({ kind: 'swab_required' })
  if (clearanceResult(answers, swab) === 'failed' && !correctiveAction?.trim())
    problems.push({ kind: 'corrective_action_required' })
  return problems
}

/** Passed when no item failed and the swab (if any) passed; not applicable counts as no failure. */
export function clearanceResult(
  answers: readonly Pick<ItemAnswer, 'result'>[],
  swab: Pick<SwabResult, 'result'> | null,
): ClearanceResult {
  if (answers.some((a) => a.result === 'fail')) return 'failed'
  if (swab && swab.result === 'fail') return 'failed'
  return 'passed'
}
