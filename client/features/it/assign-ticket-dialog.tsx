// Assign an open IT ticket to an engineer or IT staff member, through the outbox.
import { Button, Group, Modal, NativeSelect } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../shared/types'
import { FormStack } from '../../components/form-stack'
import { assignTicket } from '../../data/commands'
import { useFormOpen } from '../../lib/open-forms'
import { runCommand } from '../../entities/write-outcome/run-command'
import { useAssignees } from './use-it-data'

interface AssignTicketDialogProps {
  ticket: Ticket | null
  /** Preselected: the signed-in user when they can hold tickets. */
  defaultAssignee: number | null
  onClose: () => void
}

export function AssignTicketDialog({ ticket, defaultAssignee, onClose }: AssignTicketDialogProps) {
  const { t } = useTranslation()
  useFormOpen(ticket !== null)
  return (
    <Modal
      opened={ticket !== null}
      onClose={onClose}
      title={t('it.assign.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {ticket && <AssignForm ticket={ticket} defaultAssignee={defaultAssignee} onClose={onClose} />}
    </Modal>
  )
}

function AssignForm({
  ticket,
  defaultAssignee,
  onClose,
}: {
  ticket: Ticket
  defaultAssignee: number | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const people = useAssignees()
  const [chosen, setChosen] = useState('')
  const fallback = people.find((p) => p.id === defaultAssignee) ?? people[0]
  const value = chosen || (fallback ? String(fallback.id) : '')
  const submit = async () => {
    if (!value) return
    const person = people.find((p) => String(p.id) === value)
    const done = await runCommand(
      () => assignTicket(ticket.id, Number(value)),
      { title: t('it.toasts.assigned'), message: person ? `${person.firstName} ${person.lastName}` : undefined },
      { title: t('it.toasts.errorTitle'), message: t('it.toasts.actionFailed') },
    )
    if (done) onClose()
  }
  return (
    <FormStack onSubmit={submit}>
      <NativeSelect
        label={t('it.assign.person')}
        value={value}
        onChange={(e) => setChosen(e.currentTarget.value)}
        data={people.map((p) => ({ value: String(p.id), label: `${p.firstName} ${p.lastName} (${p.department})` }))}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('it.resolve.cancel')}
        </Button>
        <Button type="submit" disabled={!value}>
          {t('it.assign.submit')}
        </Button>
      </Group>
    </FormStack>
  )
}
