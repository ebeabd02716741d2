// My Tickets: search, status and priority filters.
import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PRIORITIES, TICKET_STATUSES } from '../../../../shared/constants'
import type { PriorityFilter, StatusFilter, TicketFilters } from '../common/ticket-filters'

interface MyTicketsFiltersProps {
  filters: TicketFilters
  onChange: (filters: TicketFilters) => void
}

export function MyTicketsFilters({ filters, onChange }: MyTicketsFiltersProps) {
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
        data={[all, ...TICKET_STATUSES.map((s) => ({ value: s, label: t(`tickets.status.${s}`) }))]}
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
    </Group>
  )
}
