// LINE OK and MAINTENANCE (spec §4, §8): saved on the device through the outbox; the spec's success toast
// (and vibration) only once the server has it, else "saved on this device" (issue 17 §2).
import { useTranslation } from 'react-i18next'
import { FAULT_TEXT } from '../../../../shared/constants'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { setLineStatus } from '../../../data/commands'
import { announceWrite } from '../../../entities/write-outcome/announce-write'
import { toast } from '../../../lib/toast'

export function useLineStatusActions(line: ProductionLine) {
  const { t } = useTranslation()
  const name = lineDisplayName(line)

  const markOk = async () => {
    try {
      // LINE OK sets running and clears the issue.
      const entry = await setLineStatus(line.id, 'running', null)
      void announceWrite(entry, {
        title: t('mobileOperator.toast.okTitle'),
        message: t('mobileOperator.toast.okMessage', { name }),
      })
    } catch {
      toast.error(t('mobileOperator.toast.failedTitle'), t('mobileOperator.toast.okFailed'))
    }
  }

  const setMaintenance = async () => {
    try {
      const entry = await setLineStatus(line.id, 'maintenance', FAULT_TEXT.maintenance)
      void announceWrite(entry, {
        title: t('mobileOperator.toast.maintenanceTitle'),
        message: t('mobileOperator.toast.maintenanceMessage', { name }),
      })
    } catch {
      toast.error(t('mobileOperator.toast.failedTitle'), t('mobileOperator.toast.maintenanceFailed'))
    }
  }

  return { markOk, setMaintenance }
}
