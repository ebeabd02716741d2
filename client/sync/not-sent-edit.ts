// How each refused change can be fixed (issue 17 §4): which fields a person edits and the shared zod
// schema the server judges them with, so a resend is checked on the device first.
import type { z } from 'zod'
import { machineCreateInput } from '../../shared/schemas/machines'
import { addNotesInput, quickCreateInput, rejectInput, ticketCreateInput } from '../../shared/schemas/tickets'

export interface EditSpec {
  schema: z.ZodType
  fields: readonly string[]
}

export const EDIT_SPECS: Partial<Record<string, EditSpec>> = {
  'ticket.create': { schema: ticketCreateInput, fields: ['description', 'otherLocation'] },
  'ticket.quickCreate': { schema: quickCreateInput, fields: ['description'] },
  'ticket.addNote': { schema: addNotesInput, fields: ['notes'] },
  'ticket.reject': { schema: rejectInput, fields: ['reason'] },
  'machine.create': { schema: machineCreateInput, fields: ['name', 'code', 'description'] },
}

/** The edited args as they would be resent: the entry's args with the edited texts over them. */
export function editedArgs(args: unknown, values: Record<string, string>): Record<string, unknown> {
  return { ...((args ?? {}) as Record<string, unknown>), ...values }
}

export function initialValues(args: unknown, fields: readonly string[]): Record<string, string> {
  const source = (args ?? {}) as Record<string, unknown>
  return Object.fromEntries(fields.map((f) => [f, typeof source[f] === 'string' ? (source[f] as string) : '']))
}
