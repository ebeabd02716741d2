// Skip or reschedule an open work order: both need a reason, which is recorded with it.
import { Button, Fieldset, Group, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PmWorkOrder } from '../../../shared/pm/types'
import { rescheduleWorkOrder, skipWorkOrder } from '../../data/pm-commands'

export function WorkOrderActions({ order }: { order: PmWorkOrder }) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  const [dueAt, setDueAt] = useState('')
  const [tried, setTried] = useState(false)
  const noReason = !reason.trim()
  const act = (fn: () => Promise<unknown>) => {
    setTried(true)
    if (!noReason) void fn().then(() => setReason(''))
  }
  return (
    <Fieldset legend={t('pm.order.skipOrMove')}>
      <TextInput
        label={t('pm.order.reason')}
        value={reason}
        error={tried && noReason ? t('pm.order.reasonNeeded') : undefined}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Group mt="sm" align="flex-end">
        <TextInput
          type="date"
          label={t('pm.order.newDueDate')}
          value={dueAt}
          onChange={(e) => setDueAt(e.currentTarget.value)}
        />
        <Button
          variant="light"
          disabled={!dueAt}
          onClick={() => act(() => rescheduleWorkOrder(order.id, dueAt, reason))}
        >
          {t('pm.order.reschedule')}
        </Button>
        <Button variant="default" onClick={() => act(() => skipWorkOrder(order.id, reason))}>
          {t('pm.order.skip')}
        </Button>
      </Group>
    </Fieldset>
  )
}
