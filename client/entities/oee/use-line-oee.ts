// The current shift's OEE of a line, from the server (so every tablet shows the same figures), refreshed every
// 30 s while online; offline the last answer stays, marked with its time.
import { useEffect, useState } from 'react'
import type { LineOee } from '../../../shared/oee/oee-types'
import { apiRequest } from '../../lib/api-client'
import { useOnline } from '../../lib/use-online'

export const OEE_REFRESH_MS = 30_000

export function useLineOee(lineId: number): { data: LineOee | null; fetchedAt: string | null } {
  const online = useOnline()
  const [state, setState] = useState<{ data: LineOee | null; fetchedAt: string | null }>({
    data: null,
    fetchedAt: null,
  })
  useEffect(() => {
    if (!online) return
    const controller = new AbortController()
    const load = () =>
      apiRequest<LineOee>('GET', `/api/lines/${lineId}/oee`, undefined, { signal: controller.signal }).then(
        (data) => setState({ data, fetchedAt: new Date().toISOString() }),
        () => {},
      )
    void load()
    const timer = setInterval(() => void load(), OEE_REFRESH_MS)
    return () => {
      controller.abort()
      clearInterval(timer)
    }
  }, [lineId, online])
  return state
}
