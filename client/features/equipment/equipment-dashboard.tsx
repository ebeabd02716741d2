// The admin equipment dashboard's body: units overview, Engineering / IT tabs, unit filter, counters, cards
// and the quick-reference list of names.
import { Group, List, NativeSelect, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EQUIPMENT_DEPARTMENTS, type EquipmentDepartment } from '../../../shared/constants'
import { equipmentCounters } from '../../../shared/equipment'
import type { Equipment, Unit } from '../../../shared/types'
import { EquipmentCard } from './equipment-card'
import { StatTile } from '../../components/stat-tile'
import { UnitsOverview } from './units-overview'
import { useEquipmentStatus } from './use-equipment-status'

export function EquipmentDashboard({ equipment, units }: { equipment: Equipment[]; units: Unit[] }) {
  const { t } = useTranslation()
  const [department, setDepartment] = useState<EquipmentDepartment>('Engineering')
  const [unit, setUnit] = useState('all')
  const setStatus = useEquipmentStatus()
  const shown = equipment.filter((e) => e.department === department && (unit === 'all' || e.unitCode === unit))
  const counts = equipmentCounters(shown)
  return (
    <Stack gap="lg">
      <UnitsOverview units={units} equipment={equipment} />
      <Tabs value={department} onChange={(v) => v && setDepartment(v as EquipmentDepartment)}>
        <Tabs.List>
          {EQUIPMENT_DEPARTMENTS.map((d) => (
            <Tabs.Tab key={d} value={d}>
              {t(`equipment.departments.${d}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('equipment.unitFilter')}
          value={unit}
          onChange={(e) => setUnit(e.currentTarget.value)}
          data={[
            { value: 'all', label: t('equipment.allUnits') },
            ...units.map((u) => ({ value: u.code, label: t('equipment.unitCode', { code: u.code }) })),
          ]}
        />
      </Group>
      <SimpleGrid cols={3}>
        <StatTile label={t('equipment.counters.total')} value={counts.total} />
        <StatTile label={t('equipment.counters.operational')} value={counts.operational} />
        <StatTile label={t('equipment.counters.issues')} value={counts.issues} />
      </SimpleGrid>
      {shown.length === 0 ? (
        <Text>{t('equipment.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((e) => (
            <EquipmentCard key={e.id} equipment={e} onStatus={(id, status) => void setStatus(id, status)} />
          ))}
        </SimpleGrid>
      )}
      <Stack gap="xs" component="section" aria-labelledby="quick-reference-heading">
        <Title order={2} size="h3" id="quick-reference-heading">
          {t('equipment.quickReference')}
        </Title>
        <List size="sm" spacing={2}>
          {shown.map((e) => (
            <List.Item key={e.id}>{e.name}</List.Item>
          ))}
        </List>
      </Stack>
    </Stack>
  )
}
