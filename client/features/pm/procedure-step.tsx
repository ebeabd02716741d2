// One procedure step as a field: pass/fail, a reading with its unit and allowed range, text, or a photo.
import { Card, Group, NumberInput, Radio, Text, Textarea } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { answerFails } from '../../../shared/pm/procedure'
import type { PmAnswerValue, PmStep } from '../../../shared/pm/types'
import { db } from '../../data/db'
import { PhotoRejectedError, PM_PHOTO_PREFIX, queuePhoto } from '../../entities/photos/queue-photo'

interface Props {
  workOrderId: string
  index: number
  step: PmStep
  value: PmAnswerValue | undefined
  onChange: (value: PmAnswerValue | null) => void
}

/**
 * A photo step: the photo is kept on the device with the tickets' photos and uploaded on reconnect (decision 235);
 * the answer is its content hash and file name, so the signed record names the image it was answered with.
 */
function PhotoField({
  workOrderId,
  label,
  value,
  onChange,
}: {
  workOrderId: string
  label: string
  value: PmAnswerValue | undefined
  onChange: (value: PmAnswerValue | null) => void
}) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState<string | null>(null)
  const hash = typeof value === 'string' ? value.split(' ')[0] : null
  const queued = useLiveQuery(
    async () => (hash ? ((await db.photos.get([`${PM_PHOTO_PREFIX}${workOrderId}`, hash])) ?? null) : null),
    [workOrderId, hash],
  )
  return (
    <label>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <input
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0]
          if (!file) return
          setProblem(null)
          queuePhoto(`${PM_PHOTO_PREFIX}${workOrderId}`, file).then(
            (photo) => onChange(`${photo.hash} ${photo.filename}`),
            (error: unknown) =>
              setProblem(
                error instanceof PhotoRejectedError
                  ? t(`photos.problem.${error.problem}`)
                  : t('photos.toast.uploadFailedDefault'),
              ),
          )
        }}
      />
      {typeof value === 'string' && (
        <Text size="sm">
          {t('pm.order.photoTaken')}
          {queued
            ? ` — ${queued.error ? t('photos.refused', { name: queued.filename, reason: queued.error }) : t('photos.waiting', { name: queued.filename })}`
            : ''}
        </Text>
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
    </label>
  )
}

export function ProcedureStep({ workOrderId, index, step, value, onChange }: Props) {
  const { t } = useTranslation()
  const label = t('pm.order.stepLabel', { n: index + 1, text: step.text })
  const failing = value !== undefined && answerFails(step, value)
  return (
    <Card withBorder padding="sm">
      {step.kind === 'check' && (
        <Radio.Group
          label={label}
          value={value === true ? 'pass' : value === false ? 'fail' : null}
          onChange={(v) => onChange(v === 'pass')}
        >
          <Group mt="xs">
            <Radio value="pass" label={t('pm.order.pass')} />
            <Radio value="fail" label={t('pm.order.fail')} />
          </Group>
        </Radio.Group>
      )}
      {step.kind === 'reading' && (
        <NumberInput
          label={label}
          rightSection={
            <Text size="sm" c="dark.9">
              {step.unit}
            </Text>
          }
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(v === '' || Number.isNaN(Number(v)) ? null : Number(v))}
        />
      )}
      {step.kind === 'reading' && (
        <Text size="sm" c="gray.8" mt={4}>
          {t('pm.order.range', { min: step.min ?? '…', max: step.max ?? '…', unit: step.unit ?? '' })}
        </Text>
      )}
      {step.kind === 'text' && (
        <Textarea
          label={label}
          autosize
          minRows={2}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value.trim() ? e.currentTarget.value : null)}
        />
      )}
      {step.kind === 'photo' && (
        <PhotoField workOrderId={workOrderId} label={label} value={value} onChange={onChange} />
      )}
      {failing && (
        <Text size="sm" c="red.8" mt={4} fw={600}>
          {step.kind === 'check' ? t('pm.order.failedCheck') : t('pm.order.outOfRange')}
        </Text>
      )}
    </Card>
  )
}
