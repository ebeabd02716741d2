// A loft equipment card: the shared card with Log Issue and Device OK.
import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Equipment } from '../../../shared/types'
import { EquipmentCardFrame } from './equipment-card-frame'

interface LoftEquipmentCardProps {
  equipment: Equipment
  /** False for roles that may not change equipment (demo viewer). */
  canAct: boolean
  onLogIssue: (equipment: Equipment) => void
  onDeviceOk: (equipment: Equipment) => void
}

export function LoftEquipmentCard({ equipment, canAct, onLogIssue, onDeviceOk }: LoftEquipmentCardProps) {
  const { t } = useTranslation()
  return (
    <EquipmentCardFrame equipment={equipment}>
      <Group gap="xs" mt={4}>
        <Button size="xs" color="red.8" disabled={!canAct} onClick={() => onLogIssue(equipment)}>
          {t('equipment.loft.logIssue')}
        </Button>
        <Button size="xs" color="green.9" variant="outline" disabled={!canAct} onClick={() => onDeviceOk(equipment)}>
          {t('equipment.loft.deviceOk')}
        </Button>
      </Group>
    </EquipmentCardFrame>
  )
}
