// Mobile My Tickets' commands with their toasts (spec §8 "Mobile engineer failures").
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import type { Ticket } from '../../../../shared/types'
import { addTicketNote, closeTicket, startTicket } from '../../../data/commands'
import { runCommand } from '../../../entities/write-outcome/run-command'

export function useMobileActions() {
  const { t } = useTranslation()
  const error = (message: string) => ({ title: t('tickets.toast.error'), message })
  return {
    start: (ticket: Ticket) =>
      runCommand(
        () => startTicket(ticket.id),
        { title: t('tickets.toast.workStarted') },
        error(t('engineerMobile.toast.startFailed')),
      ),
    addNote: (ticket: Ticket, notes: string) =>
      runCommand(
        () => addTicketNote(ticket.id, notes),
        { title: t('engineeringQueue.toast.notesAdded') },
        error(t('tickets.toast.notesFailed')),
      ),
    close: (ticket: Ticket, close: CloseInput) =>
      runCommand(
        () => closeTicket(ticket.id, close),
        { title: t('engineeringQueue.toast.completed') },
        error(t('tickets.toast.closeFailed')),
      ),
  }
}
