// An equipment status as a badge; operational reads RUNNING (spec §4).
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { EquipmentStatus } from '../../../shared/constants'

const COLOUR: Record<EquipmentStatus, string> = {
  operational: 'green.8',
  maintenance: '#8a5a00',
  fault: 'red.8',
  offline: 'gray.7',
}

export function EquipmentStatusBadge({ status }: { status: EquipmentStatus }) {
  const { t } = useTranslation()
  return (
    <Badge color={COLOUR[status]} variant="filled" data-testid="equipment-status">
      {t(`equipment.status.${status}`)}
    </Badge>
  )
}
