// The line's stops of the current shift from the server (online), refreshed with each local explanation.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import type { LineStop } from '../../../shared/oee/oee-types'
import { shiftWindowsBetween } from '../../../shared/oee/shift-windows'
import { db } from '../../data/db'
import { apiRequest } from '../../lib/api-client'
import { useOnline } from '../../lib/use-online'

const REFRESH_MS = 30_000

export function useLineStops(lineId: number): LineStop[] | null {
  const online = useOnline()
  // Each explanation this device queues, or a pull brings, asks again.
  const parts = useLiveQuery(() => db.stopParts.where('lineId').equals(lineId).count(), [lineId])
  const pending = useLiveQuery(() => db.outbox.count(), [])
  const [stops, setStops] = useState<LineStop[] | null>(null)
  useEffect(() => {
    if (!online) return
    const controller = new AbortController()
    const load = () => {
      const now = Date.now()
      const shift = shiftWindowsBetween(now - 1, now)[0]
      const start = new Date(shift?.start ?? now - 8 * 3_600_000).toISOString()
      const end = new Date(now + 60_000).toISOString()
      apiRequest<LineStop[]>('GET', `/api/lines/${lineId}/stops?start=${start}&end=${end}`, undefined, {
        signal: controller.signal,
      }).then(setStops, () => {})
    }
    load()
    const timer = setInterval(load, REFRESH_MS)
    return () => {
      controller.abort()
      clearInterval(timer)
    }
  }, [lineId, online, parts, pending])
  return stops
}
