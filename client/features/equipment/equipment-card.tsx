// An equipment card on the admin dashboard: name, status, unit, type, locations, description and a status
// picker (saved through the outbox).
import { Group, NativeSelect, Paper, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EQUIPMENT_STATUSES, type EquipmentStatus } from '../../../shared/constants'
import type { Equipment } from '../../../shared/types'
import { EquipmentDetails } from './equipment-details'
import { EquipmentStatusBadge } from './equipment-status-badge'

interface EquipmentCardProps {
  equipment: Equipment
  onStatus: (equipmentId: number, status: EquipmentStatus) => void
}

export function EquipmentCard({ equipment, onStatus }: EquipmentCardProps) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="sm" role="article" aria-label={equipment.name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{equipment.name}</Text>
          <EquipmentStatusBadge status={equipment.status} />
        </Group>
        <EquipmentDetails equipment={equipment} />
        <NativeSelect
          size="xs"
          label={t('equipment.card.setStatus')}
          value={equipment.status}
          onChange={(e) => onStatus(equipment.id, e.currentTarget.value as EquipmentStatus)}
          data={EQUIPMENT_STATUSES.map((s) => ({ value: s, label: t(`equipment.status.${s}`) }))}
        />
      </Stack>
    </Paper>
  )
}
