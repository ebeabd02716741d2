// The open hold of a line, from the device's cache (synced holds): works offline.
import { useLiveQuery } from 'dexie-react-hooks'
import type { HygieneHold } from '../../../shared/hygiene/types'
import { db } from '../../data/db'

export function useOpenHold(lineId: number | undefined): HygieneHold | undefined {
  return useLiveQuery(async () => {
    if (lineId === undefined) return undefined
    const holds = await db.hygieneHolds.where('lineId').equals(lineId).toArray()
    return holds.filter((h) => h.releasedAt === null).sort((a, b) => (a.workEndedAt < b.workEndedAt ? 1 : -1))[0]
  }, [lineId])
}
