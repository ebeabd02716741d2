// The app's wiring of "Not sent" → the real form of each action (issue 17 §4): features must not import each
// other, so the app (which composes them) tells the sync panel which feature dialog fixes which change.
// Each dialog loads only when Edit is pressed.
import { type ComponentType, lazy } from 'react'
import { loadTextAreas, NOT_SENT_EDITOR_AREAS } from '../i18n/text-areas'
import { registerNotSentEditors, type NotSentEditorProps } from '../sync/not-sent-editors'

/** An editor that loads, on Edit, with the text areas the editors speak. */
const editor = (load: () => Promise<ComponentType<NotSentEditorProps>>) =>
  lazy(() =>
    Promise.all([loadTextAreas(NOT_SENT_EDITOR_AREAS), load()]).then(([, component]) => ({ default: component })),
  )

const CreateTicketEditor = editor(() =>
  import('../features/tickets/management/create-ticket-editor').then((m) => m.CreateTicketEditor),
)
const ReportIssueEditor = editor(() =>
  import('../entities/issue-report/report-issue-editor').then((m) => m.ReportIssueEditor),
)
const NoteEditor = editor(() => import('../features/tickets/common/ticket-text-editors').then((m) => m.NoteEditor))
const RejectReasonEditor = editor(() =>
  import('../features/tickets/common/ticket-text-editors').then((m) => m.RejectReasonEditor),
)
const CloseTicketEditor = editor(() =>
  import('../features/tickets/management/close-ticket-editor').then((m) => m.CloseTicketEditor),
)
const MachineCreateEditor = editor(() =>
  import('../features/machines/machine-change-editor').then((m) => m.MachineCreateEditor),
)
const MachineUpdateEditor = editor(() =>
  import('../features/machines/machine-change-editor').then((m) => m.MachineUpdateEditor),
)
const ScheduleBatchEditor = editor(() =>
  import('../features/planning/schedule-batch-editor').then((m) => m.ScheduleBatchEditor),
)

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
    'schedule.saveEntries': ScheduleBatchEditor,
  })
}
