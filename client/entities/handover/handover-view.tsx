// One signed handover: who signed it and when, the pre-filled part, the notes, and the acknowledgement — or, for
// the incoming lead, the button that acknowledges it (through the outbox, offline too).
import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mayWriteHandover } from '../../../shared/handover/rules'
import type { ShiftHandover } from '../../../shared/handover/types'
import { acknowledgeHandover } from '../../data/handover-commands'
import { formatDate, formatDateTime } from '../../i18n/format'
import { useSession } from '../session/session-context'
import { announceWrite } from '../write-outcome/announce-write'
import { HandoverItems } from './handover-items'

export function HandoverView({ handover, onAcknowledged }: { handover: ShiftHandover; onAcknowledged?: () => void }) {
  const { t } = useTranslation()
  const user = useSession().user
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const me = user ? `${user.firstName} ${user.lastName}`.trim() || user.username : ''
  const acked = handover.acknowledgedAt !== null
  const mine = user?.id === handover.signedById
  const mayAck = !acked && !mine && mayWriteHandover(user?.role.name ?? '')
  const shift = t(`handover.shift.${handover.shift}`)

  const acknowledge = async () => {
    setBusy(true)
    try {
      const entry = await acknowledgeHandover(handover.id, note.trim() || null)
      void announceWrite(entry, {
        title: t('handover.view.ackedTitle'),
        message: t('handover.view.ackedMessage', { line: handover.lineName, shift }),
      })
      onAcknowledged?.()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Paper withBorder p="md" radius="md" data-testid="handover-view">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('handover.view.heading', { line: handover.lineName, shift, date: formatDate(handover.shiftDate) })}
          </Title>
          <Badge color={acked ? 'green.9' : 'orange.9'} variant="filled">
            {acked ? t('handover.view.acknowledged') : t('handover.view.notAcknowledged')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('handover.view.signedBy', { name: handover.signedBy, time: formatDateTime(handover.signedAtDevice) })}
        </Text>
        <HandoverItems items={handover.items} />
        <div>
          <Title order={3} size="h5">
            {t('handover.view.notes')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {handover.notes ?? t('handover.view.noNotes')}
          </Text>
        </div>
        {acked && (
          <Alert color="green" variant="light">
            {t('handover.view.ackBy', {
              name: handover.acknowledgedBy ?? '',
              time: formatDateTime(handover.acknowledgedAtDevice ?? handover.acknowledgedAt ?? ''),
            })}
            {handover.acknowledgeNote && <Text size="sm">“{handover.acknowledgeNote}”</Text>}
          </Alert>
        )}
        {!acked && mine && (
          <Alert color="gray" variant="light">
            {t('handover.view.ownHandover')}
          </Alert>
        )}
        {mayAck && (
          <Stack gap="xs">
            <Textarea
              label={t('handover.view.ackNote')}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={1}
              maxLength={2000}
            />
            <Button size="md" color="green.9" disabled={busy} onClick={() => void acknowledge()}>
              {t('handover.view.acknowledge', { name: me })}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}
