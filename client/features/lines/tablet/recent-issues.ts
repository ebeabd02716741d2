// The tablet's Recent Issues (spec §2, §7): active tickets of this line, newest first, at most 3. A ticket
// belongs to the line by its lineId, or — when it has none — when its line name names the line's number.
import { RECENT_ISSUES_SHOWN } from '../../../../shared/constants'
import { isActiveTicket, mentionsLine } from '../../../../shared/tickets'

interface TicketLike {
  lineId: number | null
  lineName: string
  status: string
  createdAt: string
  archived?: boolean
}

export function recentLineIssues<T extends TicketLike>(
  tickets: readonly T[],
  lineId: number,
  limit = RECENT_ISSUES_SHOWN,
): T[] {
  return tickets
    .filter(
      (t) =>
        !t.archived &&
        isActiveTicket(t) &&
        (t.lineId === lineId || (t.lineId == null && mentionsLine(t.lineName, lineId))),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit)
}
