// Waits briefly for the server's ticket number (TKT-…) of a ticket just queued, so the toast can name it;
// offline, or when sync is slow, the caller shows "pending" instead.
import { liveQuery, type Subscription } from 'dexie'
import { db } from '../../data/db'

export function waitForTicketNumber(id: string, timeoutMs: number): Promise<string | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(null)
  return new Promise((resolve) => {
    let subscription: Subscription | null = null
    let settled = false
    const finish = (value: string | null) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      subscription?.unsubscribe()
      resolve(value)
    }
    const timer = setTimeout(() => finish(null), timeoutMs)
    subscription = liveQuery(() => db.tickets.get(id)).subscribe({
      next: (ticket) => ticket?.ticketId && finish(ticket.ticketId),
      error: () => finish(null),
    })
    if (settled) subscription.unsubscribe()
  })
}
