// A plan's procedure: ordered steps, each a pass/fail check, a reading with unit and allowed range, free text or a
// required photo.
import { ActionIcon, Button, Fieldset, Group, NumberInput, Select, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PM_STEP_KINDS, type PmStep, type PmStepKind } from '../../../shared/pm/types'

export function StepEditor({
  steps,
  errors,
  onChange,
}: {
  steps: PmStep[]
  errors: Record<string, string>
  onChange: (next: PmStep[]) => void
}) {
  const { t } = useTranslation()
  const put = (i: number, patch: Partial<PmStep>) => onChange(steps.map((s, j) => (j === i ? { ...s, ...patch } : s)))
  const num = (v: string | number) => (v === '' ? null : Number(v))
  return (
    <Fieldset legend={t('pm.steps.legend')}>
      {steps.map((s, i) => (
        <Group key={i} align="flex-end" mb="xs" wrap="wrap">
          <Select
            label={t('pm.steps.kind', { n: i + 1 })}
            w={150}
            allowDeselect={false}
            value={s.kind}
            data={PM_STEP_KINDS.map((k) => ({ value: k, label: t(`pm.steps.kinds.${k}`) }))}
            onChange={(v) => put(i, { kind: (v ?? 'check') as PmStepKind })}
          />
          <TextInput
            label={t('pm.steps.text')}
            style={{ flex: 1, minWidth: 180 }}
            value={s.text}
            error={errors[`steps.${i}.text`]}
            onChange={(e) => put(i, { text: e.currentTarget.value })}
          />
          {s.kind === 'reading' && (
            <>
              <TextInput
                label={t('pm.steps.unit')}
                w={80}
                value={s.unit ?? ''}
                onChange={(e) => put(i, { unit: e.currentTarget.value })}
              />
              <NumberInput
                label={t('pm.steps.min')}
                w={90}
                value={s.min ?? ''}
                onChange={(v) => put(i, { min: num(v) })}
              />
              <NumberInput
                label={t('pm.steps.max')}
                w={90}
                value={s.max ?? ''}
                error={errors[`steps.${i}.max`]}
                onChange={(v) => put(i, { max: num(v) })}
              />
            </>
          )}
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={t('pm.steps.remove', { n: i + 1 })}
            onClick={() => onChange(steps.filter((_, j) => j !== i))}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button size="xs" variant="light" onClick={() => onChange([...steps, { kind: 'check', text: '' }])}>
        {t('pm.steps.add')}
      </Button>
    </Fieldset>
  )
}
