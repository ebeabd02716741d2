// The engineer board's commands with their toasts (spec §8 "Engineer board").
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import type { Ticket } from '../../../../shared/types'
import { addTicketNote, assignTicket, closeTicket } from '../../../data/commands'
import { runCommand } from '../../../entities/write-outcome/run-command'

export function useBoardActions() {
  const { t } = useTranslation()
  const error = (message: string) => ({ title: t('tickets.toast.error'), message })
  return {
    assign: (ticket: Ticket, engineerId: number) =>
      runCommand(
        () => assignTicket(ticket.id, engineerId),
        { title: t('engineeringBoard.toast.assigned') },
        error(t('tickets.toast.assignFailed')),
      ),
    complete: (ticket: Ticket, close: CloseInput) =>
      runCommand(
        () => closeTicket(ticket.id, close),
        { title: t('engineeringBoard.toast.closed') },
        error(t('tickets.toast.closeFailed')),
      ),
    addNote: (ticket: Ticket, notes: string) =>
      runCommand(
        () => addTicketNote(ticket.id, notes),
        { title: t('tickets.toast.success'), message: t('tickets.toast.notesAdded') },
        error(t('tickets.toast.notesFailed')),
      ),
  }
}
