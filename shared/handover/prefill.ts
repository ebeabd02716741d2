// The pre-filled part of a handover from the line's facts: open tickets, stops in the shift with their reasons,
// open hygiene holds, PM work orders due. The server answers it from its tables; a tablet offline builds it from
// its synced rows — one rule for both.
import type { HandoverItem } from './types'

export const MAX_HANDOVER_ITEMS = 200
const DETAIL_MAX = 300

export interface PrefillFacts {
  tickets: {
    id: string
    ticketId: string | null
    description: string
    status: string
    priority: string
    createdAt: string
  }[]
  stops: { status: string; startAt: string; endAt: string | null; reasonId: number | null; reasonName: string | null }[]
  holds: { id: string; cause: string; startedAt: string }[]
  workOrders: { id: string; title: string; dueAt: string; status: string }[]
  /** Planning date of the shift (PM due by the next day is listed). */
  shiftDate: string
}

const PRIORITY_RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 }

function nextDay(date: string): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10)
}

const shorten = (s: string) => (s.length > DETAIL_MAX ? `${s.slice(0, DETAIL_MAX - 1)}…` : s)

export function buildHandoverItems(f: PrefillFacts): HandoverItem[] {
  const none = { ref: null, label: null, detail: null, priority: null, at: null, endAt: null, reasonId: null }
  const tickets = f.tickets
    .filter((t) => t.status !== 'resolved' && t.status !== 'closed')
    .sort(
      (a, b) =>
        (PRIORITY_RANK[a.priority] ?? 9) - (PRIORITY_RANK[b.priority] ?? 9) || a.createdAt.localeCompare(b.createdAt),
    )
    .map((t): HandoverItem => ({
      ...none,
      kind: 'ticket',
      ref: t.id,
      label: t.ticketId,
      detail: shorten(t.description),
      state: t.status,
      priority: t.priority,
      at: t.createdAt,
    }))
  const stops = [...f.stops]
    .sort((a, b) => a.startAt.localeCompare(b.startAt))
    .map((s): HandoverItem => ({
      ...none,
      kind: 'stop',
      label: s.reasonName,
      state: s.status,
      at: s.startAt,
      endAt: s.endAt,
      reasonId: s.reasonId,
    }))
  const holds = f.holds.map((h): HandoverItem => ({
    ...none,
    kind: 'hold',
    ref: h.id,
    state: h.cause,
    at: h.startedAt,
  }))
  const until = nextDay(f.shiftDate)
  const pm = f.workOrders
    .filter((w) => w.status === 'open' && w.dueAt <= until)
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt))
    .map((w): HandoverItem => ({
      ...none,
      kind: 'pm',
      ref: w.id,
      label: w.title,
      state: w.dueAt < f.shiftDate ? 'overdue' : 'due',
      at: w.dueAt,
    }))
  return [...tickets, ...stops, ...holds, ...pm].slice(0, MAX_HANDOVER_ITEMS)
}
