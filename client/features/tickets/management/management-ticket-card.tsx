// A ticket on Ticket Management with the Assign / Start Work / Close buttons its viewer may use.
import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { TicketCardFrame } from '../common/ticket-card-frame'
import { TicketNotes } from '../common/ticket-notes'
import type { ManagementActions } from '../common/ticket-visibility'

interface ManagementTicketCardProps {
  ticket: Ticket
  actions: ManagementActions
  onAssign: (ticket: Ticket) => void
  onStart: (ticket: Ticket) => void
  onClose: (ticket: Ticket) => void
}

export function ManagementTicketCard({ ticket, actions, onAssign, onStart, onClose }: ManagementTicketCardProps) {
  const { t } = useTranslation()
  const any = actions.assign || actions.start || actions.close
  return (
    <TicketCardFrame ticket={ticket}>
      <TicketNotes notes={ticket.notes} />
      {any && (
        <Group gap="xs">
          {actions.assign && (
            <Button size="xs" onClick={() => onAssign(ticket)}>
              {t('tickets.actions.assign')}
            </Button>
          )}
          {actions.start && (
            <Button size="xs" onClick={() => onStart(ticket)}>
              {t('tickets.actions.startWork')}
            </Button>
          )}
          {actions.close && (
            <Button size="xs" color="green" onClick={() => onClose(ticket)}>
              {t('tickets.actions.close')}
            </Button>
          )}
        </Group>
      )}
    </TicketCardFrame>
  )
}
