// The Add/Edit Machine form's values and rules (spec §2, §5), kept apart from the dialog so they are testable.
import type { MachineStatus } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'

/** The dialog's fixed type list, in the spec's order (Crusher, TVI Slicer, Digi Checkweigher, Mondini Sealer, Conveyor). */
export const FORM_MACHINE_TYPES = ['crusher', 'slicer', 'checkweigher', 'sealer', 'conveyor'] as const

export interface MachineFormValues {
  type: string
  name: string
  model: string
  serialNumber: string
  status: MachineStatus
}

/** What the form shows when opened for a new machine, and after closing or cancelling. */
export const EMPTY_MACHINE_FORM: MachineFormValues = {
  type: '',
  name: '',
  model: '',
  serialNumber: '',
  status: 'operational',
}

export function formFromMachine(machine: Machine): MachineFormValues {
  return {
    type: machine.type,
    name: machine.name,
    model: machine.model ?? '',
    serialNumber: machine.serialNumber ?? '',
    status: machine.status,
  }
}

/** Name and type are required (spec §5); nothing is sent otherwise. */
export function isMachineFormComplete(values: MachineFormValues): boolean {
  return values.name.trim() !== '' && values.type.trim() !== ''
}

/** The fields both POST and PATCH send (floor spec §7); blank optional fields become null. */
export function machinePayload(values: MachineFormValues) {
  return {
    name: values.name.trim(),
    type: values.type,
    model: values.model.trim() || null,
    serialNumber: values.serialNumber.trim() || null,
    status: values.status,
  }
}
