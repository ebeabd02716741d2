// A refused new ticket reopened from "Not sent" in the Create Ticket dialog, prefilled from the queued change;
// saving queues the fixed ticket (same client id) in place of the refused one.
import { PRIORITIES, type Priority } from '../../../../shared/constants'
import type { NotSentEditorProps } from '../../../sync/not-sent-editors'
import { CreateTicketDialog, type CreateTicketFields } from './create-ticket-dialog'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

export function ticketFieldsFrom(args: Record<string, unknown>): CreateTicketFields {
  const priority = PRIORITIES.find((p) => p === args.priority) as Priority | undefined
  return {
    lineId: typeof args.lineId === 'number' ? String(args.lineId) : '',
    otherLocation: text(args.otherLocation),
    category: text(args.category) || 'mechanical',
    priority: priority ?? 'medium',
    description: text(args.description),
  }
}

export function CreateTicketEditor({ args, onSave, onClose }: NotSentEditorProps) {
  return (
    <CreateTicketDialog
      opened
      initial={ticketFieldsFrom(args)}
      onClose={onClose}
      onCreate={(draft) => onSave({ ...args, ...draft })}
    />
  )
}
