// Pending schedule entries live in the device's database (not in memory), so a reload keeps them.
import { useLiveQuery } from 'dexie-react-hooks'
import type { Shift } from '../../../shared/planning/schedule'
import { db, getMeta, setMeta } from '../../data/db'

export const PENDING_KEY = 'planning.pendingEntries'

export interface PendingEntry {
  key: string
  lineId: number
  lineName: string
  productId: number
  productLabel: string
  scheduledDate: string
  shift: Shift
  plannedQuantity: number
  priority: number
  notes: string | null
}

const read = async () => (await getMeta<PendingEntry[]>(PENDING_KEY)) ?? []

export function usePendingEntries(): PendingEntry[] | undefined {
  return useLiveQuery(read, [])
}

export async function addPending(entry: Omit<PendingEntry, 'key'>): Promise<void> {
  await db.transaction('rw', db.meta, async () =>
    setMeta(PENDING_KEY, [...(await read()), { ...entry, key: crypto.randomUUID() }]),
  )
}

export async function removePending(key: string): Promise<void> {
  await db.transaction('rw', db.meta, async () =>
    setMeta(
      PENDING_KEY,
      (await read()).filter((e) => e.key !== key),
    ),
  )
}

export async function clearPending(): Promise<void> {
  await setMeta(PENDING_KEY, [])
}
