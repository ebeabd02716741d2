// The filter row both ticket lists open with: search, status (from the given list) and priority.
// Screens add their own extra filters after these as children.
import { Group, NativeSelect, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PRIORITIES, type TicketStatus } from '../../../../shared/constants'
import type { PriorityFilter, StatusFilter, TicketFilters } from './ticket-filters'

interface TicketSearchFiltersProps {
  filters: TicketFilters
  statuses: readonly TicketStatus[]
  onChange: (filters: TicketFilters) => void
  children?: ReactNode
}

export function TicketSearchFilters({ filters, statuses, onChange, children }: TicketSearchFiltersProps) {
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
        data={[all, ...statuses.map((s) => ({ value: s, label: t(`tickets.status.${s}`) }))]}
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
      {children}
    </Group>
  )
}
