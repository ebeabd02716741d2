// The stop the line is in now, as this device knows it, and whether anyone explained it yet (offline too:
// the local explanation is in the cache the moment it is queued).
import { useLiveQuery } from 'dexie-react-hooks'
import type { StopPart } from '../../../shared/oee/oee-types'
import type { ProductionLine } from '../../../shared/types'
import { db } from '../../data/db'

export interface CurrentStop {
  startedAt: string
  status: string
  explanation: StopPart | null
}

export function useCurrentStop(line: ProductionLine): CurrentStop | null | undefined {
  const stopped = line.status !== 'running'
  return useLiveQuery(async () => {
    if (!stopped) return null
    const since = Date.parse(line.statusSince)
    const parts = await db.stopParts.where('lineId').equals(line.id).toArray()
    const explanation = parts
      .filter((p) => Date.parse(p.fromAt) >= since)
      .sort((a, b) => (a.fromAt < b.fromAt ? -1 : 1))[0]
    return { startedAt: line.statusSince, status: line.status, explanation: explanation ?? null }
  }, [stopped, line.id, line.statusSince, line.status])
}
