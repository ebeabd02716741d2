// One procedure step as a field: pass/fail, a reading with its unit and allowed range, text, or a photo.
import { Card, Group, NumberInput, Radio, Text, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { answerFails } from '../../../shared/pm/procedure'
import type { PmAnswerValue, PmStep } from '../../../shared/pm/types'

interface Props {
  index: number
  step: PmStep
  value: PmAnswerValue | undefined
  onChange: (value: PmAnswerValue | null) => void
}

async function photoHash(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex} ${file.name}`
}

export function ProcedureStep({ index, step, value, onChange }: Props) {
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
              if (file) void photoHash(file).then(onChange)
            }}
          />
          {typeof value === 'string' && <Text size="sm">{t('pm.order.photoTaken')}</Text>}
        </label>
      )}
      {failing && (
        <Text size="sm" c="red.8" mt={4} fw={600}>
          {step.kind === 'check' ? t('pm.order.failedCheck') : t('pm.order.outOfRange')}
        </Text>
      )}
    </Card>
  )
}
