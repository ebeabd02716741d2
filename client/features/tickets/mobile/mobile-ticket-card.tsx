// A ticket on Mobile My Tickets: big touch targets for Start, Notes (while in progress) and Close.
import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { AddPhotoButton } from '../../../entities/photos/add-photo-button'
import { TicketPhotos } from '../../../entities/photos/ticket-photos'
import { displayId } from '../common/display-id'
import { TicketCardFrame } from '../common/ticket-card-frame'
import { TicketNotes } from '../common/ticket-notes'
import type { MobileActions } from '../common/ticket-visibility'

export type MobileAction = 'start' | 'notes' | 'close'

interface MobileTicketCardProps {
  ticket: Ticket
  actions: MobileActions
  canPhoto: boolean
  onAction: (action: MobileAction, ticket: Ticket) => void
}

export function MobileTicketCard({ ticket, actions, canPhoto, onAction }: MobileTicketCardProps) {
  const { t } = useTranslation()
  return (
    <TicketCardFrame ticket={ticket} showEngineerStatus>
      <TicketNotes notes={ticket.notes} />
      <TicketPhotos ticketId={ticket.id} images={ticket.images} />
      <Group gap="xs" grow>
        {actions.start && (
          <Button onClick={() => onAction('start', ticket)}>{t('engineerMobile.actions.start')}</Button>
        )}
        {actions.notes && (
          <Button variant="default" onClick={() => onAction('notes', ticket)}>
            {t('engineerMobile.actions.notes')}
          </Button>
        )}
        {actions.close && (
          <Button color="green" onClick={() => onAction('close', ticket)}>
            {t('engineerMobile.actions.close')}
          </Button>
        )}
      </Group>
      {canPhoto && <AddPhotoButton ticketId={ticket.id} ticketLabel={displayId(t, ticket)} />}
    </TicketCardFrame>
  )
}
