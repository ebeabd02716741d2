// Lock to Line / Unlock with the spec's toasts. After unlocking, the selection is cleared (back to the
// picker) only once the lock is really gone, or the kiosk guard would send the tablet straight back.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { lockToLine, unlockKiosk, useKioskLock } from '../../../kiosk/kiosk-lock'
import { toast } from '../../../lib/toast'
import { vibrateSuccess } from '../../../lib/vibrate'

export function useKioskActions(line: ProductionLine) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lock = useKioskLock()
  const [leaving, setLeaving] = useState(false)
  const locked = Boolean(lock && lock.lineId === line.id)

  useEffect(() => {
    if (leaving && lock === null) void navigate('/line-dashboard', { replace: true })
  }, [leaving, lock, navigate])

  const lockLine = async () => {
    const name = lineDisplayName(line)
    await lockToLine(line.id, name)
    toast.success(t('lineDashboard.toast.lockedTitle'), t('lineDashboard.toast.lockedMessage', { name }))
    vibrateSuccess()
  }

  const unlock = async () => {
    await unlockKiosk()
    toast.success(t('lineDashboard.toast.unlockedTitle'), t('lineDashboard.toast.unlockedMessage'))
    vibrateSuccess()
    setLeaving(true)
  }

  return { locked, lockKnown: lock !== undefined, lockLine, unlock }
}
