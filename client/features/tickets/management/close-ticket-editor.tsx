// A refused close reopened from "Not sent" in the Close Ticket dialog, prefilled (minutes shown as hours);
// saving queues the fixed close in place of the refused one.
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../data/db'
import type { NotSentEditorProps } from '../../../sync/not-sent-editors'
import { CloseTicketDialog, type CloseFormFields } from './close-ticket-dialog'

export function closeFieldsFrom(args: Record<string, unknown>): CloseFormFields {
  const minutes = typeof args.timeSpent === 'number' ? args.timeSpent : 0
  return {
    summary: typeof args.resolutionSummary === 'string' ? args.resolutionSummary : '',
    partsUsed: typeof args.partsUsed === 'string' ? args.partsUsed : '',
    hours: minutes / 60,
    followUp: args.followUpRequired === true,
  }
}

export function CloseTicketEditor({ args, onSave, onClose }: NotSentEditorProps) {
  const ticket =
    useLiveQuery(
      () => (typeof args.ticketId === 'string' ? db.tickets.get(args.ticketId) : undefined),
      [args.ticketId],
    ) ?? null
  return (
    <CloseTicketDialog
      ticket={ticket}
      initial={closeFieldsFrom(args)}
      onClose={onClose}
      onConfirm={(_t, close) =>
        onSave({
          ...args,
          resolutionSummary: close.resolutionSummary,
          partsUsed: close.partsUsed,
          timeSpent: close.timeSpentMinutes,
          followUpRequired: close.followUpRequired,
        })
      }
    />
  )
}
