// The frame every equipment card shares: name, status badge, unit, type, locations and description, with the
// screen's own actions below (a status picker on the admin dashboard, Log Issue / Device OK in the loft).
import { Group, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Equipment } from '../../../shared/types'
import { EquipmentDetails } from './equipment-details'
import { EquipmentStatusBadge } from './equipment-status-badge'

export function EquipmentCardFrame({ equipment, children }: { equipment: Equipment; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" role="article" aria-label={equipment.name}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{equipment.name}</Text>
          <EquipmentStatusBadge status={equipment.status} />
        </Group>
        <EquipmentDetails equipment={equipment} />
        {children}
      </Stack>
    </Paper>
  )
}
