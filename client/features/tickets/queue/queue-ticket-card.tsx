// A ticket in My Engineering Queue: every field of spec §2 and the actions the server would allow now.
import { Button, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { toEngineerView } from '../../../../shared/tickets'
import { AddPhotoButton } from '../../../entities/photos/add-photo-button'
import { TicketPhotos } from '../../../entities/photos/ticket-photos'
import { displayId } from '../common/display-id'
import { TicketCardFrame } from '../common/ticket-card-frame'
import { TicketNotes } from '../common/ticket-notes'
import type { QueueActions } from '../common/ticket-visibility'

export type QueueAction = 'reject' | 'accept' | 'start' | 'addNote' | 'complete'

interface QueueTicketCardProps {
  ticket: Ticket
  actions: QueueActions
  canPhoto: boolean
  onAction: (action: QueueAction, ticket: Ticket) => void
}

export function QueueTicketCard({ ticket, actions, canPhoto, onAction }: QueueTicketCardProps) {
  const { t } = useTranslation()
  const view = toEngineerView(ticket)
  return (
    <TicketCardFrame ticket={ticket} showEngineerStatus>
      {view.engineerNotes && (
        <Text size="sm">
          <Text span fw={600}>
            {t('engineeringQueue.card.engineerNotes')}:
          </Text>{' '}
          {view.engineerNotes}
        </Text>
      )}
      <TicketNotes notes={ticket.notes} />
      <TicketPhotos ticketId={ticket.id} images={ticket.images} />
      <Text size="sm">{t('engineeringQueue.card.minutesSpent', { n: ticket.timeSpent ?? 0 })}</Text>
      <Group gap="xs">
        {actions.accept && (
          <Button size="xs" onClick={() => onAction('accept', ticket)}>
            {t('tickets.actions.accept')}
          </Button>
        )}
        {actions.start && (
          <Button size="xs" onClick={() => onAction('start', ticket)}>
            {t('tickets.actions.startWork')}
          </Button>
        )}
        {actions.addNote && (
          <Button size="xs" variant="default" onClick={() => onAction('addNote', ticket)}>
            {t('tickets.actions.addNotes')}
          </Button>
        )}
        {canPhoto && <AddPhotoButton ticketId={ticket.id} ticketLabel={displayId(t, ticket)} />}
        {actions.complete && (
          <Button size="xs" color="green" onClick={() => onAction('complete', ticket)}>
            {t('tickets.actions.complete')}
          </Button>
        )}
        {actions.reject && (
          <Button size="xs" variant="outline" color="red.9" onClick={() => onAction('reject', ticket)}>
            {t('tickets.actions.reject')}
          </Button>
        )}
      </Group>
    </TicketCardFrame>
  )
}
