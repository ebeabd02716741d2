// The app's wiring of "Not sent" → the real form of each action (issue 17 §4): features must not import each
// other, so the app (which composes them) tells the sync panel which feature dialog fixes which change.
// Each dialog loads only when Edit is pressed.
import { lazy } from 'react'
import { registerNotSentEditors, type NotSentEditorProps } from '../sync/not-sent-editors'

const CreateTicketEditor = lazy(() => import('../features/tickets/management/create-ticket-editor').then((m) => ({ default: m.CreateTicketEditor })))
const ReportIssueEditor = lazy(() => import('../entities/issue-report/report-issue-editor').then((m) => ({ default: m.ReportIssueEditor })))
const NoteEditor = lazy(() => import('../features/tickets/common/ticket-text-editors').then((m) => ({ default: m.NoteEditor })))
const RejectReasonEditor = lazy(() => import('../features/tickets/common/ticket-text-editors').then((m) => ({ default: m.RejectReasonEditor })))
const CloseTicketEditor = lazy(() => import('../features/tickets/management/close-ticket-editor').then((m) => ({ default: m.CloseTicketEditor })))
const MachineCreateEditor = lazy(() => import('../features/machines/machine-change-editor').then((m) => ({ default: m.MachineCreateEditor })))
const MachineUpdateEditor = lazy(() => import('../features/machines/machine-change-editor').then((m) => ({ default: m.MachineUpdateEditor })))

/** A new ticket came from Report Issue when it carries an issue type (IT / Engineering), else from Create Ticket. */
function TicketCreateEditor(props: NotSentEditorProps) {
  return props.args.ticketType ? <ReportIssueEditor {...props} /> : <CreateTicketEditor {...props} />
}

export function registerAppNotSentEditors(): void {
  registerNotSentEditors({
    'ticket.create': TicketCreateEditor,
    'ticket.addNote': NoteEditor,
    'ticket.reject': RejectReasonEditor,
    'ticket.close': CloseTicketEditor,
    'machine.create': MachineCreateEditor,
    'machine.update': MachineUpdateEditor,
  })
}
