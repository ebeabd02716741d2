// A plan's triggers: calendar (every N days/weeks/months, fixed grid or floating) or meter (N hours or units).
import { ActionIcon, Button, Fieldset, Group, NumberInput, Select } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { pmTrigger } from '../../../shared/schemas/pm'

type TriggerDraft = z.input<typeof pmTrigger>

export function TriggerEditor({
  triggers,
  errors,
  onChange,
}: {
  triggers: TriggerDraft[]
  errors: Record<string, string>
  onChange: (next: TriggerDraft[]) => void
}) {
  const { t } = useTranslation()
  const put = (i: number, next: TriggerDraft) => onChange(triggers.map((x, j) => (j === i ? next : x)))
  return (
    <Fieldset legend={t('pm.trigger.legend')}>
      {triggers.map((tr, i) => (
        <Group key={i} align="flex-end" mb="xs">
          <Select
            label={t('pm.trigger.kind')}
            value={tr.kind}
            allowDeselect={false}
            data={[
              { value: 'calendar', label: t('pm.trigger.calendar') },
              { value: 'meter', label: t('pm.trigger.meter') },
            ]}
            onChange={(v) =>
              put(
                i,
                v === 'meter'
                  ? { kind: 'meter', every: 500, unit: 'hours' }
                  : { kind: 'calendar', every: 1, unit: 'month', mode: 'fixed' },
              )
            }
          />
          <NumberInput
            label={t('pm.trigger.every')}
            min={1}
            w={110}
            value={tr.every}
            error={errors[`triggers.${i}.every`]}
            onChange={(v) => put(i, { ...tr, every: Number(v) || 0 })}
          />
          <Select
            label={t('pm.trigger.unit')}
            allowDeselect={false}
            value={tr.unit}
            data={(tr.kind === 'calendar' ? ['day', 'week', 'month'] : ['hours', 'units']).map((u) => ({
              value: u,
              label: t(`pm.trigger.units.${u}`),
            }))}
            onChange={(v) =>
              put(
                i,
                (tr.kind === 'meter' && v === 'units'
                  ? { ...tr, unit: v, source: undefined }
                  : { ...tr, unit: v }) as TriggerDraft,
              )
            }
          />
          {tr.kind === 'meter' && tr.unit === 'hours' && (
            <Select
              label={t('pm.trigger.sourceLabel')}
              allowDeselect={false}
              value={tr.source ?? 'readings'}
              data={['readings', 'status'].map((m) => ({ value: m, label: t(`pm.trigger.source.${m}`) }))}
              onChange={(v) => put(i, { ...tr, source: (v ?? 'readings') as 'readings' | 'status' })}
            />
          )}
          {tr.kind === 'calendar' && (
            <Select
              label={t('pm.trigger.modeLabel')}
              allowDeselect={false}
              value={tr.mode ?? 'fixed'}
              data={['fixed', 'floating'].map((m) => ({ value: m, label: t(`pm.trigger.mode.${m}`) }))}
              onChange={(v) => put(i, { ...tr, mode: (v ?? 'fixed') as 'fixed' | 'floating' })}
            />
          )}
          {triggers.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={t('pm.trigger.remove')}
              onClick={() => onChange(triggers.filter((_, j) => j !== i))}
            >
              ×
            </ActionIcon>
          )}
        </Group>
      ))}
      {triggers.length < 5 && (
        <Button
          size="xs"
          variant="light"
          onClick={() => onChange([...triggers, { kind: 'meter', every: 500, unit: 'hours' }])}
        >
          {t('pm.trigger.add')}
        </Button>
      )}
    </Fieldset>
  )
}
