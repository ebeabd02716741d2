// Status change and delete from a machine card: through the outbox (works offline), then the spec's toasts.
import { useTranslation } from 'react-i18next'
import type { MachineStatus } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'
import { deleteMachine, setMachineStatus } from '../../data/commands'
import { toast } from '../../lib/toast'
import { vibrateSuccess } from '../../lib/vibrate'
import { upperStatus } from './machine-labels'

export function useMachineActions() {
  const { t } = useTranslation()

  const changeStatus = async (machine: Machine, status: MachineStatus) => {
    try {
      await setMachineStatus(machine.id, status)
    } catch {
      toast.error(t('machines.toasts.updateFailedTitle'), t('machines.toasts.updateFailedMessage'))
      return
    }
    toast.success(t('machines.toasts.statusUpdatedTitle'), t('machines.toasts.statusUpdatedMessage', { status: upperStatus(t, status) }))
    vibrateSuccess()
  }

  const remove = async (machine: Machine) => {
    try {
      await deleteMachine(machine.id)
    } catch {
      toast.error(t('machines.toasts.removeFailed'))
      return
    }
    toast.success(t('machines.toasts.removed'))
    vibrateSuccess()
  }

  return { changeStatus, remove }
}
