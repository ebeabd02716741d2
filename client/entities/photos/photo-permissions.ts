// Who may add a photo to a ticket, as the server decides (docs/decisions/002): the reporter, the assignee,
// IT staff on IT tickets, and admins; demo viewers never.
import { isAdminRole } from '../../../shared/roles'
import type { Ticket } from '../../../shared/types'

export function canAddPhoto(
  ticket: Pick<Ticket, 'reportedBy' | 'assignedTo' | 'ticketType'>,
  user: { id: number; role: string },
): boolean {
  if (isAdminRole(user.role)) return true
  if (user.role === 'demo_viewer') return false
  return (
    ticket.reportedBy === user.id || ticket.assignedTo === user.id || (user.role === 'it' && ticket.ticketType === 'it')
  )
}
