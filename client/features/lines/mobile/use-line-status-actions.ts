// LINE OK and MAINTENANCE (spec §4, §8): saved on the device through the outbox, then the spec's toasts.
import { useTranslation } from 'react-i18next'
import { FAULT_TEXT } from '../../../../shared/constants'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { setLineStatus } from '../../../data/commands'
import { toast } from '../../../lib/toast'
import { vibrateSuccess } from '../../../lib/vibrate'

export function useLineStatusActions(line: ProductionLine) {
  const { t } = useTranslation()
  const name = lineDisplayName(line)

  const markOk = async () => {
    try {
      // LINE OK sets running and clears the issue.
      await setLineStatus(line.id, 'running', null)
      toast.success(t('mobileOperator.toast.okTitle'), t('mobileOperator.toast.okMessage', { name }))
      vibrateSuccess()
    } catch {
      toast.error(t('mobileOperator.toast.failedTitle'), t('mobileOperator.toast.okFailed'))
    }
  }

  const setMaintenance = async () => {
    try {
      await setLineStatus(line.id, 'maintenance', FAULT_TEXT.maintenance)
      toast.success(t('mobileOperator.toast.maintenanceTitle'), t('mobileOperator.toast.maintenanceMessage', { name }))
      vibrateSuccess()
    } catch {
      toast.error(t('mobileOperator.toast.failedTitle'), t('mobileOperator.toast.maintenanceFailed'))
    }
  }

  return { markOk, setMaintenance }
}
