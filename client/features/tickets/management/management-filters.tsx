// Ticket Management filters: search, status, priority, assignment, and Clear Filters.
import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PRIORITIES } from '../../../../shared/constants'
import {
  ASSIGNMENT_FILTERS,
  MANAGEMENT_STATUS_FILTERS,
  NO_FILTERS,
  type AssignmentFilter,
  type PriorityFilter,
  type StatusFilter,
  type TicketFilters,
} from '../common/ticket-filters'

interface ManagementFiltersProps {
  filters: TicketFilters
  onChange: (filters: TicketFilters) => void
}

export function ManagementFilters({ filters, onChange }: ManagementFiltersProps) {
  const { t } = useTranslation()
  const all = { value: 'all', label: t('tickets.filters.all') }
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search">
      <TextInput
        label={t('tickets.filters.search')}
        placeholder={t('tickets.filters.searchPlaceholder')}
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <NativeSelect
        label={t('tickets.filters.status')}
        data={[all, ...MANAGEMENT_STATUS_FILTERS.map((s) => ({ value: s, label: t(`tickets.status.${s}`) }))]}
        value={filters.status}
        onChange={(e) => onChange({ ...filters, status: e.currentTarget.value as StatusFilter })}
        w={170}
      />
      <NativeSelect
        label={t('tickets.filters.priority')}
        data={[all, ...PRIORITIES.map((p) => ({ value: p, label: t(`tickets.priority.${p}`) }))]}
        value={filters.priority}
        onChange={(e) => onChange({ ...filters, priority: e.currentTarget.value as PriorityFilter })}
        w={150}
      />
      <NativeSelect
        label={t('tickets.filters.assignment')}
        data={[all, ...ASSIGNMENT_FILTERS.map((a) => ({ value: a, label: t(`tickets.filters.${a}`) }))]}
        value={filters.assignment}
        onChange={(e) => onChange({ ...filters, assignment: e.currentTarget.value as AssignmentFilter })}
        w={160}
      />
      <Button variant="default" onClick={() => onChange(NO_FILTERS)}>
        {t('tickets.filters.clear')}
      </Button>
    </Group>
  )
}
