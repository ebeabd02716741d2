// Status change and delete from a machine card: through the outbox (works offline), then the spec's toasts,
// green only once the server has the change (issue 17 §2; offline: "saved on this device").
import { useTranslation } from 'react-i18next'
import type { MachineStatus } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'
import { deleteMachine, setMachineStatus } from '../../data/commands'
import type { OutboxEntry } from '../../data/db'
import { announceWrite } from '../../entities/write-outcome/announce-write'
import { toast } from '../../lib/toast'
import { upperStatus } from './machine-labels'

export function useMachineActions() {
  const { t } = useTranslation()

  const changeStatus = async (machine: Machine, status: MachineStatus) => {
    let queued: OutboxEntry
    try {
      queued = await setMachineStatus(machine.id, status)
    } catch {
      toast.error(t('machines.toasts.updateFailedTitle'), t('machines.toasts.updateFailedMessage'))
      return
    }
    void announceWrite(queued, {
      title: t('machines.toasts.statusUpdatedTitle'),
      message: t('machines.toasts.statusUpdatedMessage', { status: upperStatus(t, status) }),
    })
  }

  const remove = async (machine: Machine) => {
    let queued: OutboxEntry
    try {
      queued = await deleteMachine(machine.id)
    } catch {
      toast.error(t('machines.toasts.removeFailed'))
      return
    }
    void announceWrite(queued, { title: t('machines.toasts.removed') })
  }

  return { changeStatus, remove }
}
