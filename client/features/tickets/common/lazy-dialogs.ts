// The ticket dialogs, loaded when a screen first opens one: they (and Mantine's modal, number input and
// their positioning code) stay out of each screen's first bundle. Render them inside <Suspense> once
// useOpenedOnce says they were opened, so they stay mounted for their closing transition.
import { lazy } from 'react'

export const AssignDialog = lazy(() => import('./assign-dialog').then((m) => ({ default: m.AssignDialog })))
export const NotesDialog = lazy(() => import('./notes-dialog').then((m) => ({ default: m.NotesDialog })))
export const CompleteTicketDialog = lazy(() =>
  import('../board/complete-ticket-dialog').then((m) => ({ default: m.CompleteTicketDialog })),
)
export const CloseTicketDialog = lazy(() =>
  import('../management/close-ticket-dialog').then((m) => ({ default: m.CloseTicketDialog })),
)
export const CreateTicketDialog = lazy(() =>
  import('../management/create-ticket-dialog').then((m) => ({ default: m.CreateTicketDialog })),
)
export const MobileCloseDialog = lazy(() =>
  import('../mobile/mobile-close-dialog').then((m) => ({ default: m.MobileCloseDialog })),
)
export const QueueCompleteDialog = lazy(() =>
  import('../queue/queue-complete-dialog').then((m) => ({ default: m.QueueCompleteDialog })),
)
export const RejectDialog = lazy(() => import('../queue/reject-dialog').then((m) => ({ default: m.RejectDialog })))
