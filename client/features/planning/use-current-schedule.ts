// The schedule of one date: synced rows from the device's cache (live, offline), plus entries saved on
// this device that are still waiting in the outbox, and those the server refused ("Not sent", never shown as
// waiting: issue 31 §2). Dates older than the sync window come from the server.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { SCHEDULE_SYNC_PAST_DAYS, addDays, localDate, type ScheduleEntry } from '../../../shared/planning/schedule'
import type { ScheduleEntryDraft } from '../../../shared/schemas/planning'
import { db, type OutboxEntry } from '../../data/db'
import { callApi } from '../../lib/api-client'

export interface ScheduleRow {
  key: string
  lineName: string
  product: string
  shift: string
  plannedQuantity: number
  status: string
  /** Saved on this device, not on the server yet. */
  waiting: boolean
  /** Refused by the server: in "Not sent" until fixed and resent, or discarded. */
  refused: boolean
}

const toRow = (e: ScheduleEntry): ScheduleRow => ({
  key: `s${e.id}`,
  lineName: e.lineName,
  product: `${e.sku} - ${e.productName}`,
  shift: e.shift,
  plannedQuantity: e.plannedQuantity,
  status: e.status,
  waiting: false,
  refused: false,
})

const SAVE = 'schedule.saveEntries'

async function readLocal(date: string): Promise<ScheduleRow[]> {
  const [saved, outbox, rejected, lines, products] = await Promise.all([
    db.schedule.where('scheduledDate').equals(date).toArray(),
    db.outbox.filter((o) => o.name === SAVE).toArray(),
    db.rejected.filter((o) => o.name === SAVE).toArray(),
    db.lines.toArray(),
    db.products.toArray(),
  ])
  const lineName = new Map(lines.map((l) => [l.id, l.name]))
  const product = new Map(products.map((p) => [p.id, `${p.sku} - ${p.name}`]))
  const local = (entries: OutboxEntry[], refused: boolean) =>
    entries.flatMap((o) =>
      ((o.args as { schedules?: ScheduleEntryDraft[] }).schedules ?? [])
        .filter((s) => s.scheduledDate === date)
        .map((s, i) => ({
          key: `${refused ? 'r' : 'o'}${o.mutationId}-${i}`,
          lineName: lineName.get(Number(s.lineId)) ?? String(s.lineId),
          product: product.get(Number(s.productId)) ?? String(s.productId),
          shift: String(s.shift),
          plannedQuantity: Number(s.plannedQuantity) || 0,
          status: 'scheduled',
          waiting: !refused,
          refused,
        })),
    )
  // A verdict is recorded before the next pull drops the entry from the outbox: refused wins over waiting.
  const refusedIds = new Set(rejected.map((r) => r.mutationId))
  const waiting = outbox.filter((o) => !refusedIds.has(o.mutationId))
  return [
    ...saved.sort((a, b) => a.lineId - b.lineId || a.priority - b.priority).map(toRow),
    ...local(waiting, false),
    ...local(rejected, true),
  ]
}

export function useCurrentSchedule(date: string): ScheduleRow[] | undefined {
  const beforeWindow = date < addDays(localDate(new Date()), -SCHEDULE_SYNC_PAST_DAYS)
  const local = useLiveQuery(() => (beforeWindow ? Promise.resolve(undefined) : readLocal(date)), [date, beforeWindow])
  const [remote, setRemote] = useState<{ date: string; rows: ScheduleRow[] } | null>(null)
  useEffect(() => {
    if (!beforeWindow) return
    let live = true
    callApi('GET /api/production-schedule/today', { query: { date } })
      .then((rows) => live && setRemote({ date, rows: rows.map(toRow) }))
      .catch(() => live && setRemote({ date, rows: [] }))
    return () => {
      live = false
    }
  }, [date, beforeWindow])
  if (beforeWindow) return remote?.date === date ? remote.rows : undefined
  return local
}
