// The reason tree from the device's cache (synced), in the admin's order; retired reasons are not offered.
import { useLiveQuery } from 'dexie-react-hooks'
import type { StopReason } from '../../../shared/oee/oee-types'
import { db } from '../../data/db'

export function useStopReasons(includeRetired = false): StopReason[] | undefined {
  return useLiveQuery(async () => {
    const all = await db.stopReasons.toArray()
    return all.filter((r) => includeRetired || !r.retired).sort((a, b) => a.sort - b.sort || a.id - b.id)
  }, [includeRetired])
}

/** A reason's name in the user's language (the admin typed all three). */
export function reasonName(reason: StopReason, language: string): string {
  const lang = language.slice(0, 2)
  return lang === 'pl' ? reason.names.pl : lang === 'lt' ? reason.names.lt : reason.names.en
}
