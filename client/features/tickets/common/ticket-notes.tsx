// The notes on a ticket: engineers' progress notes and the reasons given when it was handed back.
import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TicketNote } from '../../../../shared/types'
import { formatDateTime } from '../../../i18n/format'

export function TicketNotes({ notes }: { notes: readonly TicketNote[] }) {
  const { t } = useTranslation()
  if (notes.length === 0) return null
  return (
    <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('tickets.notes.label')}>
      {notes.map((note) => (
        <Text component="li" key={note.id} size="sm">
          <Text span fw={600}>
            {note.kind === 'rejection' ? t('tickets.notes.rejectedBy', { name: note.authorName }) : note.authorName}
          </Text>{' '}
          <Text span size="xs" c="gray.7">
            {formatDateTime(note.createdAt)}
          </Text>
          {': '}
          {note.text}
        </Text>
      ))}
    </Stack>
  )
}
