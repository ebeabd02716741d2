// Hygiene inputs (zod): the clearance form and the admin's per-line settings, for forms, routes and sync.
import { z } from 'zod'
import { id, isoTime, optionalText, requiredText, uuid } from '../schemas/common'
import { EU_ALLERGENS } from './allergens'
import { ITEM_RESULTS, MAX_CHECKLIST_ITEMS } from './checklist'

const itemKey = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(40)
  .regex(/^[a-z0-9_]+$/, 'Letters, digits and _ only')

export const itemAnswerInput = z.strictObject({
  key: itemKey,
  label: optionalText(200),
  result: z.enum(ITEM_RESULTS),
  comment: optionalText(1000),
  photo: z
    .string()
    .regex(/^[a-f0-9]{64}$/, 'Not a photo hash')
    .nullish()
    .transform((v) => v ?? null),
})

export const swabInput = z.strictObject({
  result: z.enum(['pass', 'fail']),
  kitReference: requiredText(100),
})

/** POST /api/hygiene/clearances and the `hygiene.clear` mutation. */
export const clearanceInput = z.strictObject({
  id: uuid,
  holdId: uuid,
  lineId: id,
  items: z.array(itemAnswerInput).min(1, 'Required').max(MAX_CHECKLIST_ITEMS),
  swab: swabInput.nullish().transform((v) => v ?? null),
  correctiveAction: optionalText(2000),
})
export type ClearanceInput = z.infer<typeof clearanceInput>

export const clearanceArgs = clearanceInput.extend({ at: isoTime.optional() })

export const checklistItemInput = z.strictObject({ key: itemKey, label: optionalText(200) })

/** PUT /api/hygiene/lines/:id/settings: a field left out stays as it is; `checklist: null` (or []) is the default. */
export const hygieneSettingsInput = z.strictObject({
  holdEnabled: z.boolean().optional(),
  checklist: z.array(checklistItemInput).max(MAX_CHECKLIST_ITEMS).nullable().optional(),
})
export type HygieneSettingsInput = z.infer<typeof hygieneSettingsInput>

/** PUT /api/hygiene/products/:id/allergens: the EU allergen keys the product contains (issue 29 §5). */
export const productAllergensInput = z.strictObject({
  allergens: z.array(z.enum(EU_ALLERGENS)).max(EU_ALLERGENS.length),
})
