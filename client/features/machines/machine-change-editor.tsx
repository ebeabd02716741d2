// A refused machine add or edit reopened from "Not sent" in the Add/Edit Machine dialog, prefilled from the
// queued change (an edit over the machine as this device knows it); saving queues the fixed change.
import { useLiveQuery } from 'dexie-react-hooks'
import { MACHINE_STATUSES, type MachineStatus } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'
import { db } from '../../data/db'
import type { NotSentEditorProps } from '../../sync/not-sent-editors'
import { EMPTY_MACHINE_FORM, formFromMachine, type MachineFormValues } from './machine-form'
import { MachineFormDialog } from './machine-form-dialog'

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : v === null ? '' : fallback)

export function machineValuesFrom(
  fields: Record<string, unknown>,
  base: MachineFormValues = EMPTY_MACHINE_FORM,
): MachineFormValues {
  return {
    type: text(fields.type, base.type),
    name: text(fields.name, base.name),
    model: text(fields.model, base.model),
    serialNumber: text(fields.serialNumber, base.serialNumber),
    status: (MACHINE_STATUSES.find((s) => s === fields.status) as MachineStatus | undefined) ?? base.status,
  }
}

export function MachineCreateEditor({ args, onSave, onClose }: NotSentEditorProps) {
  const lineId = typeof args.lineId === 'number' ? args.lineId : 0
  const line = useLiveQuery(() => db.lines.get(lineId), [lineId])
  const refused = { values: machineValuesFrom(args), queue: (payload: object) => onSave({ ...args, ...payload }) }
  return <MachineFormDialog opened lineId={lineId} lineName={line?.name ?? ''} refused={refused} onClose={onClose} />
}

export function MachineUpdateEditor({ args, onSave, onClose }: NotSentEditorProps) {
  const id = typeof args.id === 'string' ? args.id : ''
  const updates = (args.updates ?? {}) as Record<string, unknown>
  // undefined while loading; null when this device no longer has the machine.
  const machine: Machine | null | undefined = useLiveQuery(async () => (await db.machines.get(id)) ?? null, [id])
  if (machine === undefined) return null
  const refused = {
    values: machineValuesFrom(updates, machine ? formFromMachine(machine) : EMPTY_MACHINE_FORM),
    queue: (payload: object) => onSave({ ...args, updates: { ...updates, ...payload } }),
  }
  return (
    <MachineFormDialog
      opened
      lineId={machine?.lineId ?? 0}
      lineName=""
      machine={machine ?? undefined}
      refused={refused}
      onClose={onClose}
    />
  )
}
