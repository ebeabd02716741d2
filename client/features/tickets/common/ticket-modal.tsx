// The frame of every ticket dialog: a Mantine modal that holds app updates back while it is open, with a
// line naming the ticket it acts on and Cancel / submit buttons at the bottom of its form.
import { ticketPlace } from '../../../../shared/tickets'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { useFormOpen } from '../../../lib/open-forms'
import { displayId } from './display-id'

interface TicketModalProps {
  opened: boolean
  title: string
  /** The ticket the dialog acts on, named under the title. */
  ticket?: Ticket | null
  submitLabel: string
  saving?: boolean
  onClose: () => void
  onSubmit: () => void
  children: ReactNode
}

export function TicketModal({
  opened,
  title,
  ticket,
  submitLabel,
  saving = false,
  onClose,
  onSubmit,
  children,
}: TicketModalProps) {
  const { t } = useTranslation()
  useFormOpen(opened)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {ticket && (
            <Text size="sm" c="gray.7">
              {displayId(t, ticket)} · {ticketPlace(ticket)}
            </Text>
          )}
          {children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('tickets.actions.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
