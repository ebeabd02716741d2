// My Engineering Queue's commands with their toasts (spec §8 "Queue and ticket management").
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import type { Ticket } from '../../../../shared/types'
import { acceptTicket, addTicketNote, closeTicket, rejectTicket, startTicket } from '../../../data/commands'
import { runTicketCommand } from '../common/run-ticket-command'

export function useQueueActions() {
  const { t } = useTranslation()
  const error = (message: string) => ({ title: t('tickets.toast.error'), message })
  return {
    accept: (ticket: Ticket) => runTicketCommand(() => acceptTicket(ticket.id), { title: t('engineeringQueue.toast.accepted') }, error(t('engineeringQueue.toast.acceptFailed'))),
    reject: (ticket: Ticket, reason: string) =>
      runTicketCommand(
        () => rejectTicket(ticket.id, reason),
        { title: t('engineeringQueue.toast.rejected'), message: t('engineeringQueue.toast.rejectedMessage') },
        error(t('engineeringQueue.toast.rejectFailed')),
      ),
    start: (ticket: Ticket) => runTicketCommand(() => startTicket(ticket.id), { title: t('tickets.toast.workStarted') }, error(t('tickets.toast.startFailed'))),
    addNote: (ticket: Ticket, notes: string) =>
      runTicketCommand(() => addTicketNote(ticket.id, notes), { title: t('engineeringQueue.toast.notesAdded') }, error(t('tickets.toast.notesFailed'))),
    complete: (ticket: Ticket, close: CloseInput) =>
      runTicketCommand(() => closeTicket(ticket.id, close), { title: t('engineeringQueue.toast.completed') }, error(t('tickets.toast.closeFailed'))),
  }
}
