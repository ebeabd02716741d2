// An equipment card on the admin dashboard: the shared card with a status picker (saved through the outbox).
import { NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EQUIPMENT_STATUSES, type EquipmentStatus } from '../../../shared/constants'
import type { Equipment } from '../../../shared/types'
import { EquipmentCardFrame } from './equipment-card-frame'

interface EquipmentCardProps {
  equipment: Equipment
  onStatus: (equipmentId: number, status: EquipmentStatus) => void
}

export function EquipmentCard({ equipment, onStatus }: EquipmentCardProps) {
  const { t } = useTranslation()
  return (
    <EquipmentCardFrame equipment={equipment}>
      <NativeSelect
        size="xs"
        label={t('equipment.card.setStatus')}
        value={equipment.status}
        onChange={(e) => onStatus(equipment.id, e.currentTarget.value as EquipmentStatus)}
        data={EQUIPMENT_STATUSES.map((s) => ({ value: s, label: t(`equipment.status.${s}`) }))}
      />
    </EquipmentCardFrame>
  )
}
