// Live reads of equipment from the local cache, and the units list (server reference data, kept on the
// device after each read so it shows offline; the spec's unit names stand in before the first answer).
import { useLiveQuery } from 'dexie-react-hooks'
import { useCallback, useEffect } from 'react'
import { UNIT_CODES, UNIT_LINE_RANGES } from '../../../shared/constants'
import type { Equipment, Unit } from '../../../shared/types'
import { db, getMeta, setMeta } from '../../data/db'
import { callApi } from '../../lib/api-client'

export const UNITS_META_KEY = 'equipment.units'

const FALLBACK_UNITS: Unit[] = UNIT_CODES.map((code, i) => ({ id: -(i + 1), code, name: UNIT_LINE_RANGES[code].name }))

/** Every cached device, by name; undefined while reading. */
export function useEquipment(): Equipment[] | undefined {
  return useLiveQuery(async () => (await db.equipment.toArray()).sort((a, b) => a.name.localeCompare(b.name)), [])
}

export function useUnits(): { units: Unit[]; reload: () => Promise<void> } {
  const reload = useCallback(async () => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return
    try {
      await setMeta(UNITS_META_KEY, await callApi('GET /api/units'))
    } catch (error) {
      console.warn('Units failed to load', error)
    }
  }, [])
  useEffect(() => {
    void reload()
  }, [reload])
  const stored = useLiveQuery(() => getMeta<Unit[]>(UNITS_META_KEY), [])
  return { units: stored?.length ? stored : FALLBACK_UNITS, reload }
}
