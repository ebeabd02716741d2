// A refused note or reject reason reopened from "Not sent" in its own dialog (Add Notes, Reject), prefilled;
// saving queues the fixed change (same ticket, same note id) in place of the refused one.
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../../../data/db'
import type { NotSentEditorProps } from '../../../sync/not-sent-editors'
import { RejectDialog } from '../queue/reject-dialog'
import { NotesDialog } from './notes-dialog'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

function useRefusedTicket(args: Record<string, unknown>) {
  return (
    useLiveQuery(
      () => (typeof args.ticketId === 'string' ? db.tickets.get(args.ticketId) : undefined),
      [args.ticketId],
    ) ?? null
  )
}

export function NoteEditor({ args, onSave, onClose }: NotSentEditorProps) {
  const ticket = useRefusedTicket(args)
  return (
    <NotesDialog
      ticket={ticket}
      initialText={text(args.notes)}
      onClose={onClose}
      onSave={(_t, notes) => onSave({ ...args, notes })}
    />
  )
}

export function RejectReasonEditor({ args, onSave, onClose }: NotSentEditorProps) {
  const ticket = useRefusedTicket(args)
  return (
    <RejectDialog
      ticket={ticket}
      initialText={text(args.reason)}
      onClose={onClose}
      onReject={(_t, reason) => onSave({ ...args, reason })}
    />
  )
}
