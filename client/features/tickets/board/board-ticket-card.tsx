// A ticket on the engineer board: notes, photos, and the Assign / Add Notes / Complete buttons allowed.
import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { EscalationBadge } from '../../../entities/escalation/escalation-badge'
import { AddPhotoButton } from '../../../entities/photos/add-photo-button'
import { TicketPhotos } from '../../../entities/photos/ticket-photos'
import { displayId } from '../common/display-id'
import { TicketCardFrame } from '../common/ticket-card-frame'
import { TicketNotes } from '../common/ticket-notes'
import type { BoardActions } from '../common/ticket-visibility'

interface BoardTicketCardProps {
  ticket: Ticket
  actions: BoardActions
  canPhoto: boolean
  onAssign: (ticket: Ticket) => void
  onNotes: (ticket: Ticket) => void
  onComplete: (ticket: Ticket) => void
}

export function BoardTicketCard({ ticket, actions, canPhoto, onAssign, onNotes, onComplete }: BoardTicketCardProps) {
  const { t } = useTranslation()
  return (
    <TicketCardFrame ticket={ticket} showEngineerStatus>
      <EscalationBadge ticketId={ticket.id} />
      <TicketNotes notes={ticket.notes} />
      <TicketPhotos ticketId={ticket.id} images={ticket.images} />
      <Group gap="xs">
        {actions.assign && (
          <Button size="xs" onClick={() => onAssign(ticket)}>
            {t('tickets.actions.assign')}
          </Button>
        )}
        {actions.addNote && (
          <Button size="xs" variant="default" onClick={() => onNotes(ticket)}>
            {t('tickets.actions.addNotes')}
          </Button>
        )}
        {canPhoto && <AddPhotoButton ticketId={ticket.id} ticketLabel={displayId(t, ticket)} />}
        {actions.complete && (
          <Button size="xs" color="green" onClick={() => onComplete(ticket)}>
            {t('tickets.actions.complete')}
          </Button>
        )}
      </Group>
    </TicketCardFrame>
  )
}
