// One item's health panel: from the server, else the copy saved when it was last opened.
import { useEffect, useState } from 'react'
import type { EquipmentHealth } from '../../../shared/maintenance/report-types'
import { fetchEquipmentHealth } from './maintenance-api'
import { loadSavedHealth, saveHealth } from './saved-report'

export type HealthState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; health: EquipmentHealth }

export function useEquipmentHealth(itemId: string, attempt: number): HealthState {
  const [state, setState] = useState<{ key: string; value: HealthState }>({ key: '', value: { status: 'loading' } })
  const key = `${itemId}#${attempt}`

  useEffect(() => {
    let live = true
    const settle = (value: HealthState) => live && setState({ key, value })
    fetchEquipmentHealth(itemId)
      .then(async (health) => {
        settle({ status: 'ready', health })
        await saveHealth(health)
      })
      .catch(async () => {
        const cached = await loadSavedHealth(itemId)
        settle(cached ? { status: 'ready', health: cached } : { status: 'failed' })
      })
    return () => {
      live = false
    }
  }, [itemId, key])

  return state.key === key ? state.value : { status: 'loading' }
}
