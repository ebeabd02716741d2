import { z } from 'zod'
import { MACHINE_STATUSES } from '../constants'
import { id, optionalText, requiredText, uuid } from './common'

const machineFields = {
  name: requiredText(120),
  type: requiredText(50).transform((t) => t.toLowerCase()),
  model: optionalText(120).optional(),
  serialNumber: optionalText(120).optional(),
  code: optionalText(60).optional(),
  description: optionalText(500).optional(),
  location: optionalText(200).optional(),
  manufacturer: optionalText(120).optional(),
  status: z.enum(MACHINE_STATUSES).default('operational'),
  isActive: z.boolean().default(true),
}

export const machineCreateInput = z.strictObject({ id: uuid.optional(), lineId: id, ...machineFields })
export type MachineCreateInput = z.infer<typeof machineCreateInput>

export const machineUpdateInput = z
  .strictObject({
    name: machineFields.name,
    type: machineFields.type,
    model: machineFields.model,
    serialNumber: machineFields.serialNumber,
    code: machineFields.code,
    description: machineFields.description,
    location: machineFields.location,
    manufacturer: machineFields.manufacturer,
    status: z.enum(MACHINE_STATUSES),
    isActive: z.boolean(),
    lineId: id,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
export type MachineUpdateInput = z.infer<typeof machineUpdateInput>

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * PATCH /api/machines/{id} takes {updates} or the fields themselves. Unwrapped before parsing (not a union)
 * so a bad value is reported against its own field ("status"), not as an anonymous "Invalid input".
 */
export const machinePatchBody = z
  .preprocess((body) => (isRecord(body) && isRecord(body.updates) ? body.updates : body), machineUpdateInput)
  .transform((updates) => ({ updates }))

export const machineCreateArgs = machineCreateInput.extend({ id: uuid })
export const machineUpdateArgs = z.strictObject({ id: uuid, updates: machineUpdateInput })
export const machineDeleteArgs = z.strictObject({ id: uuid })
