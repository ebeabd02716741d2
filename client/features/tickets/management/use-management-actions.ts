// Ticket Management's commands with their toasts (spec §8 "Queue and ticket management").
import { useTranslation } from 'react-i18next'
import type { CloseInput } from '../../../../shared/schemas/tickets'
import type { Ticket } from '../../../../shared/types'
import { assignTicket, closeTicket, createTicket, startTicket } from '../../../data/commands'
import { runCommand } from '../../../entities/write-outcome/run-command'
import type { NewTicketDraft } from './create-ticket-dialog'

export function useManagementActions() {
  const { t } = useTranslation()
  const success = (message: string) => ({ title: t('tickets.toast.success'), message })
  const failure = (message: string) => ({ title: t('tickets.toast.error'), message })
  return {
    create: (draft: NewTicketDraft) =>
      runCommand(
        () => createTicket(draft),
        success(t('tickets.toast.created')),
        failure(t('tickets.toast.createFailed')),
      ),
    assign: (ticket: Ticket, engineerId: number) =>
      runCommand(
        () => assignTicket(ticket.id, engineerId),
        success(t('tickets.toast.assigned')),
        failure(t('tickets.toast.assignFailed')),
      ),
    start: (ticket: Ticket) =>
      runCommand(
        () => startTicket(ticket.id),
        { title: t('tickets.toast.workStarted') },
        failure(t('tickets.toast.startFailed')),
      ),
    close: (ticket: Ticket, close: CloseInput) =>
      runCommand(
        () => closeTicket(ticket.id, close),
        success(t('tickets.toast.closed')),
        failure(t('tickets.toast.closeFailed')),
      ),
  }
}
