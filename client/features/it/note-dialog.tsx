// Add a note to an IT ticket being worked on, through the outbox; earlier notes shown above the field.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../shared/types'
import { FormStack } from '../../components/form-stack'
import { addTicketNote } from '../../data/commands'
import { formatDateTime } from '../../i18n/format'
import { useFormOpen } from '../../lib/open-forms'
import { runCommand } from '../../entities/write-outcome/run-command'

interface NoteDialogProps {
  ticket: Ticket | null
  onClose: () => void
}

export function NoteDialog({ ticket, onClose }: NoteDialogProps) {
  const { t } = useTranslation()
  useFormOpen(ticket !== null)
  return (
    <Modal
      opened={ticket !== null}
      onClose={onClose}
      title={t('it.notes.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {ticket && <NoteForm ticket={ticket} onClose={onClose} />}
    </Modal>
  )
}

function NoteForm({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const submit = async () => {
    if (!text.trim()) return
    const done = await runCommand(
      () => addTicketNote(ticket.id, text.trim()),
      { title: t('it.toasts.noteAdded') },
      { title: t('it.toasts.errorTitle'), message: t('it.toasts.actionFailed') },
    )
    if (done) onClose()
  }
  return (
    <FormStack onSubmit={submit}>
      {ticket.notes.length > 0 && (
        <Stack gap={4}>
          {ticket.notes.map((n) => (
            <Text key={n.id} size="sm">
              <Text span fw={600}>
                {n.authorName} · {formatDateTime(n.createdAt)}:
              </Text>{' '}
              {n.text}
            </Text>
          ))}
        </Stack>
      )}
      <Textarea
        label={t('it.notes.field')}
        autosize
        minRows={3}
        maxLength={4000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        data-autofocus
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('it.resolve.cancel')}
        </Button>
        <Button type="submit" disabled={!text.trim()}>
          {t('it.notes.submit')}
        </Button>
      </Group>
    </FormStack>
  )
}
