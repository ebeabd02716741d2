// What was scanned: name, department, unit, status and location of the equipment.
import { Badge, Group, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Equipment } from '../../../shared/types'

const STATUS_COLOR: Record<string, string> = {
  operational: 'green',
  maintenance: 'orange',
  fault: 'red',
  offline: 'gray',
}

export function EquipmentSummary({ equipment }: { equipment: Equipment }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="sm" radius="md" aria-label={t('scanner.form.equipment')} component="section">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{equipment.name}</Text>
        <Badge color={STATUS_COLOR[equipment.status] ?? 'gray'} variant="filled">
          {t(`scanner.equipmentStatus.${equipment.status in STATUS_COLOR ? equipment.status : 'offline'}`)}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        {[
          t(`scanner.departments.${equipment.department}`, { defaultValue: equipment.department }),
          equipment.unitCode ? t('scanner.unit', { code: equipment.unitCode }) : null,
          equipment.location,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Paper>
  )
}
