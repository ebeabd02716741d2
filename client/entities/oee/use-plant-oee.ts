// The current shift's OEE of every line, from the server (GET /api/oee/plant, the shared rules), for the wall
// display's tiles; refreshed every minute while online, the last answer kept offline. Never computed here.
import { useEffect, useState } from 'react'
import type { LineOee } from '../../../shared/oee/oee-types'
import { apiRequest } from '../../lib/api-client'
import { useOnline } from '../../lib/use-online'

export const PLANT_OEE_REFRESH_MS = 60_000

export function usePlantOee(): ReadonlyMap<number, LineOee> {
  const online = useOnline()
  const [byLine, setByLine] = useState<ReadonlyMap<number, LineOee>>(new Map())
  useEffect(() => {
    if (!online) return
    const controller = new AbortController()
    const load = () =>
      apiRequest<LineOee[]>('GET', '/api/oee/plant', undefined, { signal: controller.signal }).then(
        (rows) => setByLine(new Map(rows.map((r) => [r.lineId, r]))),
        () => {},
      )
    void load()
    const timer = setInterval(() => void load(), PLANT_OEE_REFRESH_MS)
    return () => {
      controller.abort()
      clearInterval(timer)
    }
  }, [online])
  return byLine
}
