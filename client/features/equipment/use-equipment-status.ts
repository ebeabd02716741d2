// Sets a device's status through the outbox (works offline) with the loft dashboard's toasts (spec §8).
import { useTranslation } from 'react-i18next'
import type { EquipmentStatus } from '../../../shared/constants'
import { setEquipmentStatus } from '../../data/commands'
import { runCommand } from '../../entities/write-outcome/run-command'

export function useEquipmentStatus(): (equipmentId: number, status: EquipmentStatus) => Promise<boolean> {
  const { t } = useTranslation()
  return (equipmentId, status) =>
    runCommand(
      () => setEquipmentStatus(equipmentId, status),
      { title: t('equipment.toasts.statusUpdated') },
      { title: t('equipment.toasts.errorTitle'), message: t('equipment.toasts.statusFailed') },
    )
}
