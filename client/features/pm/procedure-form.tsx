// The procedure being filled: one field per step, kept as a draft on the device; Sign off queues every answer at
// once. Failing answers are flagged here and open a corrective ticket when signed.
import { Alert, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { answerFails, missingSteps } from '../../../shared/pm/procedure'
import type { PmAnswerValue, PmWorkOrder } from '../../../shared/pm/types'
import { db } from '../../data/db'
import { saveDraftAnswer, signOffWorkOrder } from '../../data/pm-commands'
import { usePhotoUploader } from '../../entities/photos/use-photo-uploader'
import { ProcedureStep } from './procedure-step'

export function ProcedureForm({ order }: { order: PmWorkOrder }) {
  const { t } = useTranslation()
  const draft = useLiveQuery(() => db.pmDrafts.get(order.id), [order.id])
  // Step photos upload now, on reconnect, or whenever a photo screen is open (the tickets' photo queue).
  usePhotoUploader()
  const [temporary, setTemporary] = useState(false)
  const [permanentDueAt, setPermanentDueAt] = useState('')
  const [busy, setBusy] = useState(false)
  const values = new Map<number, PmAnswerValue>(
    Object.entries(draft?.answers ?? {}).map(([i, a]) => [Number(i), a.value] as const),
  )
  const missing = missingSteps(order.steps, values)
  const failing = order.steps.filter((s, i) => values.has(i) && answerFails(s, values.get(i))).length
  const needsDate = temporary && !permanentDueAt

  const sign = async () => {
    setBusy(true)
    try {
      const answers = new Map(Object.entries(draft?.answers ?? {}).map(([i, a]) => [Number(i), a] as const))
      await signOffWorkOrder(order, { answers, temporary, permanentDueAt: temporary ? permanentDueAt : null })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="md">
      <Title3 text={t('pm.order.procedure')} />
      {order.steps.map((step, i) => (
        <ProcedureStep
          key={i}
          workOrderId={order.id}
          index={i}
          step={step}
          value={values.get(i)}
          onChange={(v) => void saveDraftAnswer(order.id, i, v)}
        />
      ))}
      <Checkbox
        label={t('pm.order.temporary')}
        checked={temporary}
        onChange={(e) => setTemporary(e.currentTarget.checked)}
      />
      {temporary && (
        <TextInput
          type="date"
          required
          label={t('pm.order.permanentDueAt')}
          value={permanentDueAt}
          error={needsDate ? t('pm.order.permanentDueAtNeeded') : undefined}
          onChange={(e) => setPermanentDueAt(e.currentTarget.value)}
        />
      )}
      {failing > 0 && <Alert color="orange">{t('pm.order.willOpenTickets', { count: failing })}</Alert>}
      {missing.length > 0 && (
        <Text size="sm" c="gray.7">
          {t('pm.order.missing', { count: missing.length })}
        </Text>
      )}
      <Button onClick={() => void sign()} disabled={missing.length > 0 || needsDate} loading={busy}>
        {t('pm.order.signOff')}
      </Button>
    </Stack>
  )
}

function Title3({ text }: { text: string }) {
  return (
    <Text component="h2" fw={700} size="lg">
      {text}
    </Text>
  )
}
