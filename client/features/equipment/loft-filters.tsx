// Loft dashboard filters: search, unit and status.
import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { EQUIPMENT_STATUSES } from '../../../shared/constants'
import type { LoftFilter } from '../../../shared/equipment'
import type { Unit } from '../../../shared/types'

interface LoftFiltersProps {
  filter: LoftFilter
  units: Unit[]
  onChange: (next: LoftFilter) => void
}

export function LoftFilters({ filter, units, onChange }: LoftFiltersProps) {
  const { t } = useTranslation()
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t('equipment.loft.search')}
        placeholder={t('equipment.loft.searchPlaceholder')}
        value={filter.search}
        onChange={(e) => onChange({ ...filter, search: e.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <NativeSelect
        label={t('equipment.unitFilter')}
        value={filter.unit}
        onChange={(e) => onChange({ ...filter, unit: e.currentTarget.value })}
        data={[
          { value: 'all', label: t('equipment.allUnits') },
          ...units.map((u) => ({ value: u.code, label: t('equipment.unitCode', { code: u.code }) })),
        ]}
      />
      <NativeSelect
        label={t('equipment.loft.statusFilter')}
        value={filter.status}
        onChange={(e) => onChange({ ...filter, status: e.currentTarget.value })}
        data={[
          { value: 'all', label: t('equipment.loft.allStatuses') },
          ...EQUIPMENT_STATUSES.map((s) => ({ value: s, label: t(`equipment.status.${s}`) })),
        ]}
      />
    </Group>
  )
}
