// The schedule of one date: synced rows from the device's cache (live, offline), plus entries saved on
// this device that are still waiting in the outbox, and those the server refused ("Not sent", never shown as
// waiting: issue 31 §2). Dates older than the sync window come from the server.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { SCHEDULE_SYNC_PAST_DAYS, addDays, localDate, type ScheduleEntry } from '../../../shared/planning/schedule'
import type { ScheduleEntryDraft } from '../../../shared/schemas/planning'
import { swabChangeovers } from '../../../shared/hygiene/changeover'
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
  /** An allergen changeover starts here: the allergens the product before leaves behind (the swab checks for
   * them; the line is held for clearance when the shift begins, issue 29 §5). Empty: no swab needed. */
  swabAllergens: string[]
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
  swabAllergens: [],
})

const SAVE = 'schedule.saveEntries'

/** Days before the shown date whose entries tell what each line ran before it (changeovers, issue 29 §5). */
const CHANGEOVER_LOOK_BACK_DAYS = 3
/** Ids for entries still in the outbox (no server id yet): after every saved one of their slot. */
const LOCAL_ID_BASE = 1e12

async function readLocal(date: string): Promise<ScheduleRow[]> {
  const [around, outbox, rejected, lines, products] = await Promise.all([
    db.schedule.where('scheduledDate').between(addDays(date, -CHANGEOVER_LOOK_BACK_DAYS), date, true, true).toArray(),
    db.outbox.filter((o) => o.name === SAVE).toArray(),
    db.rejected.filter((o) => o.name === SAVE).toArray(),
    db.lines.toArray(),
    db.products.toArray(),
  ])
  const lineName = new Map(lines.map((l) => [l.id, l.name]))
  const product = new Map(products.map((p) => [p.id, `${p.sku} - ${p.name}`]))
  const saved = around.filter((e) => e.scheduledDate === date)
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
          swabAllergens: [] as string[],
        })),
    )
  // A verdict is recorded before the next pull drops the entry from the outbox: refused wins over waiting.
  const refusedIds = new Set(rejected.map((r) => r.mutationId))
  const waiting = outbox.filter((o) => !refusedIds.has(o.mutationId))
  const rows = [
    ...saved.sort((a, b) => a.lineId - b.lineId || a.priority - b.priority).map(toRow),
    ...local(waiting, false),
    ...local(rejected, true),
  ]
  // Changeovers over what the device knows: the synced entries of the days before, then those waiting to sync.
  const pending = waiting.flatMap((o) =>
    ((o.args as { schedules?: ScheduleEntryDraft[] }).schedules ?? []).map((s, i) => ({
      key: `o${o.mutationId}-${i}`,
      id: LOCAL_ID_BASE + o.mutationId * 1000 + i,
      lineId: Number(s.lineId),
      productId: Number(s.productId),
      scheduledDate: String(s.scheduledDate),
      shift: String(s.shift),
      priority: Number(s.priority) || 1,
    })),
  )
  const allergens = new Map(products.map((p) => [p.id, p.allergens ?? []]))
  const swabs = swabChangeovers([...around, ...pending], (id) => allergens.get(id) ?? [])
  const keyOf = new Map<number, string>([
    ...around.map((e) => [e.id, `s${e.id}`] as const),
    ...pending.map((p) => [p.id, p.key] as const),
  ])
  const byKey = new Map([...swabs.values()].map((c) => [keyOf.get(c.entryId), c.allergens]))
  return rows.map((r) => (byKey.has(r.key) ? { ...r, swabAllergens: byKey.get(r.key)! } : r))
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
