// The pre-filled part of a handover: from the server when it answers (GET /api/handovers/prefill), else from this
// device's synced rows by the same rule (shared/handover/prefill.ts). Offline, only the line's current stop is
// known (the status history stays on the server).
import { buildHandoverItems } from '../../../shared/handover/prefill'
import type { HandoverItem, HandoverPrefill } from '../../../shared/handover/types'
import type { Shift } from '../../../shared/planning/schedule'
import { db } from '../../data/db'
import { apiRequest } from '../../lib/api-client'

export interface Prefill {
  items: HandoverItem[]
  source: 'server' | 'device'
}

async function fromDevice(lineId: number, shiftDate: string): Promise<HandoverItem[]> {
  const [line, tickets, holds, workOrders, parts, reasons] = await Promise.all([
    db.lines.get(lineId),
    db.tickets.where('lineId').equals(lineId).toArray(),
    db.hygieneHolds.where('lineId').equals(lineId).toArray(),
    db.pmWorkOrders.where('lineId').equals(lineId).toArray(),
    db.stopParts.where('lineId').equals(lineId).toArray(),
    db.stopReasons.toArray(),
  ])
  const stops = []
  if (line && line.status !== 'running') {
    const part = parts.filter((p) => p.fromAt >= line.statusSince).sort((a, b) => a.fromAt.localeCompare(b.fromAt))[0]
    const reason = part ? reasons.find((r) => r.id === part.reasonId) : undefined
    stops.push({
      status: line.status,
      startAt: line.statusSince,
      endAt: null,
      reasonId: part?.reasonId ?? null,
      reasonName: reason?.name ?? null,
    })
  }
  return buildHandoverItems({
    shiftDate,
    tickets: tickets.map((t) => ({
      id: t.id,
      ticketId: t.ticketId,
      description: t.description,
      status: t.status,
      priority: t.priority,
      createdAt: t.createdAt,
    })),
    stops,
    holds: holds
      .filter((h) => h.releasedAt === null)
      .map((h) => ({ id: h.id, cause: h.cause, startedAt: h.workEndedAt })),
    workOrders: workOrders.map((w) => ({ id: w.id, title: w.title, dueAt: w.dueAt, status: w.status })),
  })
}

export async function loadPrefill(lineId: number, shiftDate: string, shift: Shift, online: boolean): Promise<Prefill> {
  if (online) {
    try {
      const q = new URLSearchParams({ lineId: String(lineId), shiftDate, shift })
      const answer = await apiRequest<HandoverPrefill>('GET', `/api/handovers/prefill?${q}`, undefined, {
        on401: 'throw',
      })
      return { items: answer.items, source: 'server' }
    } catch {
      // The server is away: this device's data.
    }
  }
  return { items: await fromDevice(lineId, shiftDate), source: 'device' }
}
