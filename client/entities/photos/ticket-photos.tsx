// A ticket's photos: the uploaded ones, and those still waiting on this device (or refused, with why).
import { Button, Group, Stack, Text } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import type { TicketImage } from '../../../shared/types'
import { db } from '../../data/db'
import { PhotoThumb } from './photo-thumb'

interface TicketPhotosProps {
  ticketId: string
  images: readonly TicketImage[]
}

export function TicketPhotos({ ticketId, images }: TicketPhotosProps) {
  const { t } = useTranslation()
  const queued = useLiveQuery(() => db.photos.where('ticketId').equals(ticketId).toArray(), [ticketId], [])
  if (images.length === 0 && queued.length === 0) return null
  return (
    <Stack gap={4} data-testid="ticket-photos">
      {images.length > 0 && (
        <Group gap={6} aria-label={t('photos.uploadedCount', { n: images.length })} role="group">
          {images.map((image) => (
            <PhotoThumb key={image.id} image={image} />
          ))}
        </Group>
      )}
      {queued.map((photo) => (
        <Group key={photo.hash} gap="xs" wrap="nowrap">
          <Text size="xs" c={photo.error ? 'red.9' : 'gray.7'} data-testid="queued-photo">
            {photo.error
              ? t('photos.refused', { name: photo.filename, reason: photo.error })
              : t('photos.waiting', { name: photo.filename })}
          </Text>
          {photo.error && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red.9"
              onClick={() => void db.photos.delete([photo.ticketId, photo.hash])}
            >
              {t('photos.remove')}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  )
}
