// Create or edit a plan: target (line or machine), skill, duration, lead time, start, triggers and procedure
// steps; checked with the server's own schema before it is queued (the server checks again).
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PmPlan } from '../../../shared/pm/types'
import { fieldErrors } from '../../../shared/schemas/common'
import { pmPlanInput, type PmPlanDraft } from '../../../shared/schemas/pm'
import { createPmPlan, updatePmPlan } from '../../data/pm-commands'
import { StepEditor } from './step-editor'
import { SuggestedInterval } from './suggested-interval'
import { TriggerEditor } from './trigger-editor'
import { usePlant, usePmRole } from './use-pm'

function draftOf(plan: PmPlan | null, itOnly: boolean): PmPlanDraft {
  if (!plan)
    return {
      title: '',
      lineId: null,
      machineId: null,
      estimatedMinutes: 60,
      skill: itOnly ? 'it' : 'engineering',
      leadDays: 7,
      triggers: [{ kind: 'calendar', every: 1, unit: 'month', mode: 'fixed' }],
      steps: [{ kind: 'check', text: '' }],
    }
  const { title, lineId, machineId, procedure, estimatedMinutes, skill, leadDays, triggers, steps, startsOn } = plan
  return { title, lineId, machineId, procedure, estimatedMinutes, skill, leadDays, triggers, steps, startsOn }
}

export function PlanFormModal({
  opened,
  plan,
  onClose,
}: {
  opened: boolean
  plan: PmPlan | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const plant = usePlant()
  const { role } = usePmRole()
  const [draft, setDraft] = useState<PmPlanDraft>(() => draftOf(plan, role === 'it'))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [target, setTarget] = useState<'line' | 'machine'>(plan?.machineId ? 'machine' : 'line')
  const set = (patch: Partial<PmPlanDraft>) => setDraft((d) => ({ ...d, ...patch }))

  const save = async () => {
    const input = { ...draft, lineId: target === 'line' ? draft.lineId : null }
    if (target === 'line') input.machineId = null
    const parsed = pmPlanInput.safeParse(input)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    if (plan) await updatePmPlan(plan.id, input)
    else await createPmPlan(input)
    onClose()
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={plan ? t('pm.form.editTitle') : t('pm.form.newTitle')}
      closeButtonProps={{ 'aria-label': t('pm.form.cancel') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('pm.form.title')}
          required
          value={draft.title}
          error={errors.title}
          onChange={(e) => set({ title: e.currentTarget.value })}
        />
        <SegmentedControl
          value={target}
          onChange={(v) => setTarget(v as 'line' | 'machine')}
          aria-label={t('pm.form.target')}
          data={[
            { value: 'line', label: t('pm.form.wholeLine') },
            { value: 'machine', label: t('pm.form.machine') },
          ]}
        />
        {target === 'line' ? (
          <Select
            label={t('pm.form.line')}
            searchable
            value={draft.lineId == null ? null : String(draft.lineId)}
            error={errors.lineId ?? errors.machineId}
            data={(plant?.lines ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
            onChange={(v) => set({ lineId: v ? Number(v) : null, machineId: null })}
          />
        ) : (
          <Select
            label={t('pm.form.machine')}
            searchable
            value={draft.machineId ?? null}
            error={errors.machineId}
            data={(plant?.machines ?? []).map((m) => ({
              value: m.id,
              label: `${m.name} (${plant?.lineName.get(m.lineId) ?? m.lineId})`,
            }))}
            onChange={(v) => set({ machineId: v, lineId: null })}
          />
        )}
        <Group grow align="flex-start">
          <Select
            label={t('pm.form.skill')}
            value={draft.skill ?? 'engineering'}
            allowDeselect={false}
            data={(role === 'it' ? ['it'] : ['engineering', 'it']).map((s) => ({
              value: s,
              label: t(`pm.skill.${s}`),
            }))}
            onChange={(v) => set({ skill: (v ?? 'engineering') as 'engineering' | 'it' })}
          />
          <NumberInput
            label={t('pm.form.estimatedMinutes')}
            min={1}
            value={draft.estimatedMinutes ?? 60}
            error={errors.estimatedMinutes}
            onChange={(v) => set({ estimatedMinutes: Number(v) || 0 })}
          />
          <NumberInput
            label={t('pm.form.leadDays')}
            min={0}
            value={draft.leadDays ?? 7}
            error={errors.leadDays}
            onChange={(v) => set({ leadDays: Number(v) || 0 })}
          />
          <TextInput
            type="date"
            label={t('pm.form.startsOn')}
            value={draft.startsOn ?? ''}
            error={errors.startsOn}
            onChange={(e) => set({ startsOn: e.currentTarget.value || undefined })}
          />
        </Group>
        <Textarea
          label={t('pm.form.procedure')}
          autosize
          minRows={2}
          value={draft.procedure ?? ''}
          onChange={(e) => set({ procedure: e.currentTarget.value })}
        />
        <TriggerEditor triggers={draft.triggers} errors={errors} onChange={(triggers) => set({ triggers })} />
        {target === 'machine' && draft.machineId && (
          <SuggestedInterval
            machineId={draft.machineId}
            onApply={(days) =>
              set({
                triggers: [
                  { kind: 'calendar', every: days, unit: 'day', mode: 'floating' },
                  ...draft.triggers.filter((x) => x.kind === 'meter'),
                ],
              })
            }
          />
        )}
        <StepEditor steps={draft.steps ?? []} errors={errors} onChange={(steps) => set({ steps })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('pm.form.cancel')}
          </Button>
          <Button onClick={() => void save()}>{t('pm.form.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
