// Which line or ticket an outbox entry is about, as the user knows it: "Unit B - Line 5", "TKT-000123".
import { useLiveQuery } from 'dexie-react-hooks'
import { lineDisplayName } from '../../shared/lines'
import { db } from '../data/db'

interface SubjectArgs {
  lineId?: unknown
  lineName?: unknown
  otherLocation?: unknown
  ticketId?: unknown
}

export type EntrySubject =
  { kind: 'line'; name: string } | { kind: 'ticket'; number: string | null; title: string } | null

export function useEntrySubject(args: unknown): EntrySubject | undefined {
  return useLiveQuery(async (): Promise<EntrySubject> => {
    const a = (args ?? {}) as SubjectArgs
    if (typeof a.ticketId === 'string') {
      const ticket = await db.tickets.get(a.ticketId)
      return {
        kind: 'ticket',
        number: ticket?.ticketId ?? null,
        title: ticket ? ticket.otherLocation || ticket.lineName : '',
      }
    }
    if (typeof a.otherLocation === 'string' && a.otherLocation) return { kind: 'line', name: a.otherLocation }
    if (typeof a.lineId === 'number') {
      const line = await db.lines.get(a.lineId)
      if (line) return { kind: 'line', name: lineDisplayName(line) }
    }
    if (typeof a.lineName === 'string' && a.lineName) return { kind: 'line', name: a.lineName }
    return null
  }, [args])
}
