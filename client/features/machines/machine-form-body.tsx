// The Add/Edit Machine form. Mounted only while the dialog is open, so closing or cancelling always starts
// the next opening from empty values with status operational (spec §2).
import { Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { MACHINE_STATUSES, type MachineStatus } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'
import { createMachine, updateMachine } from '../../data/commands'
import { machineUpdateInput } from '../../../shared/schemas/machines'
import type { OutboxEntry } from '../../data/db'
import { announceWrite } from '../../entities/write-outcome/announce-write'
import { fieldLabel } from '../../entities/write-outcome/reason-text'
import { formErrors } from '../../lib/form-errors'
import { toast } from '../../lib/toast'
import {
  EMPTY_MACHINE_FORM,
  formFromMachine,
  isMachineFormComplete,
  machinePayload,
  type MachineFormValues,
} from './machine-form'
import { MachineTypeSelect } from './machine-type-select'

interface MachineFormBodyProps {
  lineId: number
  /** Set when editing; absent when adding. */
  machine?: Machine
  /** A refused add or edit reopened from "Not sent": its values, and how the fixed change is queued. */
  refused?: RefusedMachineChange
  onClose: () => void
}

export interface RefusedMachineChange {
  values: MachineFormValues
  queue: (payload: ReturnType<typeof machinePayload>) => Promise<boolean>
}

export function MachineFormBody({ lineId, machine, refused, onClose }: MachineFormBodyProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<MachineFormValues>(
    () => refused?.values ?? (machine ? formFromMachine(machine) : EMPTY_MACHINE_FORM),
  )
  const [saving, setSaving] = useState(false)
  const set = (patch: Partial<MachineFormValues>) => setValues((v) => ({ ...v, ...patch }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!isMachineFormComplete(values)) {
      toast.error(t('machines.toasts.validationTitle'), t('machines.toasts.validationMessage'))
      return
    }
    // The server's own schema (lengths, status): a change it would refuse is not queued.
    const problem = Object.entries(formErrors(machineUpdateInput, machinePayload(values), t))[0]
    if (problem) {
      toast.error(t('machines.toasts.validationTitle'), `${fieldLabel(t, problem[0])}: ${problem[1]}`)
      return
    }
    setSaving(true)
    if (refused) {
      if (await refused.queue(machinePayload(values))) onClose()
      else setSaving(false)
      return
    }
    let queued: OutboxEntry | string
    try {
      queued = machine
        ? await updateMachine(machine.id, machinePayload(values))
        : await createMachine({ ...machinePayload(values), lineId })
    } catch {
      setSaving(false)
      toast.error(
        t('machines.toasts.errorTitle'),
        t(machine ? 'machines.toasts.updateFailed' : 'machines.toasts.addFailed'),
      )
      return
    }
    // Green and vibration only once the server has it (issue 17 §2); offline it says "saved on this device".
    void announceWrite(queued, { title: t(machine ? 'machines.toasts.updated' : 'machines.toasts.added') })
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
        <TextInput
          label={t('machines.form.model')}
          maxLength={120}
          value={values.model}
          onChange={(e) => set({ model: e.currentTarget.value })}
        />
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
