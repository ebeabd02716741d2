// From scanned text to equipment: parse (spec §5), look up (cache first), or say why not (spec §8 toasts).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Equipment } from '../../../shared/types'
import { toast } from '../../lib/toast'
import { lookupEquipment } from './equipment-lookup'
import { parseEquipmentQr } from './qr-parse'

export type ScanPhase =
  | { kind: 'scanning' }
  | { kind: 'looking' }
  | { kind: 'found'; equipment: Equipment }
  | { kind: 'notFound'; equipmentId: number }
  | { kind: 'invalid' }
  | { kind: 'error' }

export function useScanFlow() {
  const { t } = useTranslation()
  const [phase, setPhase] = useState<ScanPhase>({ kind: 'scanning' })

  const handleText = async (text: string) => {
    const equipmentId = parseEquipmentQr(text)
    if (equipmentId === null) {
      toast.error(t('scanner.toast.invalidTitle'), t('scanner.toast.invalidMessage'))
      setPhase({ kind: 'invalid' })
      return
    }
    setPhase({ kind: 'looking' })
    try {
      const equipment = await lookupEquipment(equipmentId)
      setPhase(equipment ? { kind: 'found', equipment } : { kind: 'notFound', equipmentId })
    } catch {
      toast.error(t('scanner.toast.scanErrorTitle'), t('scanner.toast.scanErrorMessage'))
      setPhase({ kind: 'error' })
    }
  }

  const cameraFailed = () => {
    toast.error(t('scanner.toast.cameraTitle'), t('scanner.toast.cameraMessage'))
    setPhase({ kind: 'error' })
  }

  const restart = () => setPhase({ kind: 'scanning' })

  return { phase, handleText, cameraFailed, restart }
}
