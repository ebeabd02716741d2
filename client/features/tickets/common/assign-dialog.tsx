// Assign Ticket: choose an engineer (the list comes from the cache of /api/users/engineers).
import { NativeSelect } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { engineerName } from './display-id'
import { FormError } from './form-error'
import { TicketModal } from './ticket-modal'
import { useEngineers } from './use-ticket-data'

interface AssignDialogProps {
  /** The dialog is open while a ticket is given. */
  ticket: Ticket | null
  onClose: () => void
  onAssign: (ticket: Ticket, engineerId: number) => Promise<boolean>
}

export function AssignDialog({ ticket, onClose, onAssign }: AssignDialogProps) {
  const { t } = useTranslation()
  const engineers = useEngineers()
  const [engineerId, setEngineerId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const close = () => {
    setEngineerId('')
    setError(null)
    onClose()
  }
  const submit = async () => {
    // Spec §5: an engineer and a ticket must be chosen.
    if (!ticket || !engineerId) return setError(t('tickets.assign.required'))
    setSaving(true)
    const done = await onAssign(ticket, Number(engineerId))
    setSaving(false)
    if (done) close()
  }

  return (
    <TicketModal
      opened={ticket !== null}
      title={t('tickets.assign.title')}
      ticket={ticket}
      submitLabel={t('tickets.assign.submit')}
      saving={saving}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <NativeSelect
        label={t('tickets.assign.engineer')}
        data={[
          { value: '', label: t('tickets.assign.placeholder') },
          ...engineers.map((e) => ({ value: String(e.id), label: engineerName(e) })),
        ]}
        value={engineerId}
        onChange={(e) => {
          setEngineerId(e.currentTarget.value)
          setError(null)
        }}
        required
      />
      <FormError message={error} />
    </TicketModal>
  )
}
