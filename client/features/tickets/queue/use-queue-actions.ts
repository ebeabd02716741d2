// My Engineering Queue's commands with their toasts (spec §8 "Queue and ticket management").
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import type { Ticket } from '../../../../shared/types'
import { acceptTicket, addTicketNote, closeTicket, rejectTicket, startTicket } from '../../../data/commands'
import { runCommand } from '../../../entities/write-outcome/run-command'

export function useQueueActions() {
  const { t } = useTranslation()
  const error = (message: string) => ({ title: t('tickets.toast.error'), message })
  return {
    accept: (ticket: Ticket) =>
      runCommand(
        () => acceptTicket(ticket.id),
        { title: t('engineeringQueue.toast.accepted') },
        error(t('engineeringQueue.toast.acceptFailed')),
      ),
    reject: (ticket: Ticket, reason: string) =>
      runCommand(
        () => rejectTicket(ticket.id, reason),
        { title: t('engineeringQueue.toast.rejected'), message: t('engineeringQueue.toast.rejectedMessage') },
        error(t('engineeringQueue.toast.rejectFailed')),
      ),
    start: (ticket: Ticket) =>
      runCommand(
        () => startTicket(ticket.id),
        { title: t('tickets.toast.workStarted') },
        error(t('tickets.toast.startFailed')),
      ),
    addNote: (ticket: Ticket, notes: string) =>
      runCommand(
        () => addTicketNote(ticket.id, notes),
        { title: t('engineeringQueue.toast.notesAdded') },
        error(t('tickets.toast.notesFailed')),
      ),
    complete: (ticket: Ticket, close: CloseInput) =>
      runCommand(
        () => closeTicket(ticket.id, close),
        { title: t('engineeringQueue.toast.completed') },
        error(t('tickets.toast.closeFailed')),
      ),
  }
}
