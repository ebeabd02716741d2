import { z } from 'zod'
import { PRIORITIES, TICKET_TYPES } from '../constants'
import { normaliseClose, type CloseFields } from '../tickets'
import { id, optionalText, requiredText, uuid } from './common'

/** POST /api/tickets — ticket management, issue report and line dashboard payloads. */
export const ticketCreateInput = z.strictObject({
  id: uuid.optional(),
  lineId: id.nullish(),
  lineName: requiredText(200),
  otherLocation: optionalText(200).optional(),
  machineId: uuid.nullish(),
  machineName: optionalText(200).optional(),
  equipmentId: id.nullish(),
  location: optionalText(200).optional(),
  systemAffected: optionalText(200).optional(),
  /** The product running on the line (optional; decision 125). */
  productId: id.nullish(),
  category: requiredText(50),
  priority: z.enum(PRIORITIES).default('medium'),
  description: z.string().trim().max(4000).default(''),
  ticketType: z.enum(TICKET_TYPES).optional(),
  /** Clients send "open"; any other value is refused rather than trusted. */
  status: z.literal('open').optional(),
})
export type TicketCreateInput = z.infer<typeof ticketCreateInput>

/** POST /api/tickets/quick-create — QR scan and loft dashboard. */
export const quickCreateInput = z.strictObject({
  id: uuid.optional(),
  equipmentId: id,
  lineName: requiredText(200),
  category: requiredText(50),
  priority: z.enum(PRIORITIES).default('medium'),
  description: z.string().trim().min(1, 'Please provide a description for the issue.').max(4000),
  machineId: z.union([uuid, id]).nullish(),
  machineName: optionalText(200).optional(),
  lines: z.union([z.string(), z.array(z.string())]).nullish(),
  equipmentCode: optionalText(100).optional(),
  location: optionalText(200).optional(),
  productId: id.nullish(),
})
export type QuickCreateInput = z.infer<typeof quickCreateInput>

export const assignInput = z.strictObject({
  engineerId: id,
  /** Sent by the client; the server records the signed-in user instead. */
  assignedBy: z.unknown().optional(),
})
export const rejectInput = z.strictObject({ reason: requiredText(1000) })
export const startInput = z.strictObject({ engineerId: z.unknown().optional() })
/** noteId is optional: a client that makes one can retry the call without adding the note twice. */
export const addNotesInput = z.strictObject({
  notes: requiredText(4000),
  noteId: uuid.optional(),
  engineerId: z.unknown().optional(),
})

/** PATCH /api/tickets/{id} — used by Start Work on the queue: {engineerStatus, startedAt, status}. */
export const ticketPatchInput = z
  .strictObject({
    engineerStatus: z.literal('in_progress').optional(),
    status: z.literal('in_progress').optional(),
    startedAt: z.string().optional(),
  })
  .refine((v) => v.status === 'in_progress' || v.engineerStatus === 'in_progress', {
    message: 'Only starting work (status in_progress) can be patched',
    path: ['status'],
  })

const minutes = z.unknown().transform((v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : Number.NaN
  return Number.isFinite(n) && n > 0 ? n : 0
})

const closeSummary = z.string().trim().max(4000)

/**
 * The three close payloads (spec §3): desktop {summary, partsUsed, timeSpent (hours), followUpRequired};
 * queue and IT {resolutionSummary, timeSpent (minutes), partsUsed}; mobile {resolutionSummary, partsUsed}.
 * One object rather than a union so a blank summary is a 400 naming `summary` or `resolutionSummary`
 * (a union only says "Invalid input"). A `summary` key marks the desktop payload; all normalise to minutes.
 * Invalid times become 0.
 */
const closeFields = z.strictObject({
  summary: closeSummary.optional(),
  resolutionSummary: closeSummary.optional(),
  partsUsed: optionalText(1000).optional(),
  timeSpent: minutes.optional(),
  followUpRequired: z.boolean().default(false),
  /** Sent by the mobile close (spec §3); the server records the signed-in user instead. */
  engineerId: z.unknown().optional(),
})

function requireSummary(v: z.output<typeof closeFields>, ctx: z.RefinementCtx): void {
  const field = v.summary !== undefined ? 'summary' : 'resolutionSummary'
  if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'Please provide a resolution summary' })
}

export const closeInput = closeFields
  .superRefine(requireSummary)
  // The superRefine above has made sure the summary is there, so this never yields null here.
  .transform((v) => normaliseClose(v) as CloseFields)
export type CloseInput = CloseFields

export const uploadImageInput = z.strictObject({
  imageData: z.string().regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i, 'Please select an image file'),
  filename: requiredText(200),
  mimeType: z.string().regex(/^image\//, 'Please select an image file'),
})

/** Sync mutation arguments: the same inputs with the ids the client made. */
export const ticketCreateArgs = ticketCreateInput.extend({ id: uuid })
export const ticketQuickCreateArgs = quickCreateInput.extend({ id: uuid })
export const ticketRef = z.strictObject({ ticketId: uuid })
export const ticketAssignArgs = ticketRef.extend({ engineerId: id })
export const ticketRejectArgs = ticketRef.extend({ reason: requiredText(1000) })
export const ticketAddNoteArgs = ticketRef.extend({ noteId: uuid, notes: requiredText(4000) })
export const ticketCloseArgs = closeFields
  .extend({ ticketId: uuid })
  .superRefine(requireSummary)
  .transform((v) => ({ ticketId: v.ticketId, ...(normaliseClose(v) as CloseFields) }))
