// My Tickets: search, status and priority filters.
import { TICKET_STATUSES } from '../../../../shared/constants'
import type { TicketFilters } from '../common/ticket-filters'
import { TicketSearchFilters } from '../common/ticket-search-filters'

interface MyTicketsFiltersProps {
  filters: TicketFilters
  onChange: (filters: TicketFilters) => void
}

export function MyTicketsFilters({ filters, onChange }: MyTicketsFiltersProps) {
  return <TicketSearchFilters filters={filters} statuses={TICKET_STATUSES} onChange={onChange} />
}
