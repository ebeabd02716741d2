// The Add/Edit Machine form. Mounted only while the dialog is open, so closing or cancelling always starts
// the next opening from empty values with status operational (spec §2).
import { Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MACHINE_STATUSES, type MachineStatus } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'
import { createMachine, updateMachine } from '../../data/commands'
import { toast } from '../../lib/toast'
import { vibrateSuccess } from '../../lib/vibrate'
import { EMPTY_MACHINE_FORM, formFromMachine, isMachineFormComplete, machinePayload, type MachineFormValues } from './machine-form'
import { MachineTypeSelect } from './machine-type-select'

interface MachineFormBodyProps {
  lineId: number
  /** Set when editing; absent when adding. */
  machine?: Machine
  onClose: () => void
}

export function MachineFormBody({ lineId, machine, onClose }: MachineFormBodyProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<MachineFormValues>(() => (machine ? formFromMachine(machine) : EMPTY_MACHINE_FORM))
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<MachineFormValues>) => setValues((v) => ({ ...v, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isMachineFormComplete(values)) {
      toast.error(t('machines.toasts.validationTitle'), t('machines.toasts.validationMessage'))
      return
    }
    setSaving(true)
    try {
      if (machine) await updateMachine(machine.id, machinePayload(values))
      else await createMachine({ ...machinePayload(values), lineId })
    } catch {
      setSaving(false)
      toast.error(t('machines.toasts.errorTitle'), t(machine ? 'machines.toasts.updateFailed' : 'machines.toasts.addFailed'))
      return
    }
    toast.success(t(machine ? 'machines.toasts.updated' : 'machines.toasts.added'))
    vibrateSuccess()
    onClose()
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <MachineTypeSelect value={values.type} onChange={(type) => set({ type })} />
        <TextInput
          label={t('machines.form.name')}
          placeholder={t('machines.form.namePlaceholder')}
          withAsterisk
          maxLength={120}
          value={values.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <TextInput label={t('machines.form.model')} maxLength={120} value={values.model} onChange={(e) => set({ model: e.currentTarget.value })} />
        <TextInput
          label={t('machines.form.serialNumber')}
          maxLength={120}
          value={values.serialNumber}
          onChange={(e) => set({ serialNumber: e.currentTarget.value })}
        />
        <Select
          label={t('machines.form.status')}
          data={MACHINE_STATUSES.map((s) => ({ value: s, label: t(`machines.status.${s}`) }))}
          value={values.status}
          onChange={(s) => set({ status: (s ?? 'operational') as MachineStatus })}
          allowDeselect={false}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('machines.form.cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {t(machine ? 'machines.form.update' : 'machines.form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
