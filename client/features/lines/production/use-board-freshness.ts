// Is the board's data live? Live = the device is online and the last pull is recent (3 × the 15 s poll).
// Otherwise the board says so, with the time of its data (issue 17 §2).
import { useLiveQuery } from 'dexie-react-hooks'
import { INTERVALS } from '../../../../shared/constants'
import { getMeta } from '../../../data/db'
import { useNow } from '../../../lib/use-now'
import { LAST_SYNC_KEY } from '../../../sync/apply-pull'
import { useSyncSelect } from '../../../sync/use-sync'

export const STALE_AFTER_MS = 3 * INTERVALS.lines

export interface BoardFreshness {
  live: boolean
  online: boolean
  /** ISO time of the last pull that reached this device; null before the first. */
  lastUpdated: string | null
  now: Date
}

export function useBoardFreshness(): BoardFreshness {
  // Only what the board shows: the board does not render again for each step of a sync run (docs/decisions/161).
  const online = useSyncSelect((state) => state.online && state.phase !== 'offline')
  const lastSyncAt = useSyncSelect((state) => state.lastSyncAt)
  const stored = useLiveQuery(() => getMeta<string>(LAST_SYNC_KEY), [])
  const now = useNow(5_000)
  const lastUpdated = latest(lastSyncAt, stored ?? null)
  const recent = lastUpdated !== null && now.getTime() - Date.parse(lastUpdated) <= STALE_AFTER_MS
  return { live: online && recent, online, lastUpdated, now }
}

function latest(a: string | null, b: string | null): string | null {
  if (!a) return b
  if (!b) return a
  return Date.parse(a) >= Date.parse(b) ? a : b
}
