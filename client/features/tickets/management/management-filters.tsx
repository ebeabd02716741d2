// Ticket Management filters: search, status, priority, assignment, and Clear Filters.
import { Button, NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  ASSIGNMENT_FILTERS,
  MANAGEMENT_STATUS_FILTERS,
  NO_FILTERS,
  type AssignmentFilter,
  type TicketFilters,
} from '../common/ticket-filters'
import { TicketSearchFilters } from '../common/ticket-search-filters'

interface ManagementFiltersProps {
  filters: TicketFilters
  onChange: (filters: TicketFilters) => void
}

export function ManagementFilters({ filters, onChange }: ManagementFiltersProps) {
  const { t } = useTranslation()
  const all = { value: 'all', label: t('tickets.filters.all') }
  return (
    <TicketSearchFilters filters={filters} statuses={MANAGEMENT_STATUS_FILTERS} onChange={onChange}>
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
    </TicketSearchFilters>
  )
}
