// A loft equipment card: name, status, unit, type, locations, description; Log Issue and Device OK.
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Equipment } from '../../../shared/types'
import { EquipmentDetails } from './equipment-details'
import { EquipmentStatusBadge } from './equipment-status-badge'

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
    <Paper withBorder p="sm" role="article" aria-label={equipment.name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{equipment.name}</Text>
          <EquipmentStatusBadge status={equipment.status} />
        </Group>
        <EquipmentDetails equipment={equipment} />
        <Group gap="xs" mt={4}>
          <Button size="xs" color="red.8" disabled={!canAct} onClick={() => onLogIssue(equipment)}>
            {t('equipment.loft.logIssue')}
          </Button>
          <Button size="xs" color="green.9" variant="light" disabled={!canAct} onClick={() => onDeviceOk(equipment)}>
            {t('equipment.loft.deviceOk')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
