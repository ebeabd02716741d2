// Active Operators comes from the server (operators with a live session): polled every 15 s while the IT
// dashboard is open, and the last answer kept on the device so it still shows offline.
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect } from 'react'
import { INTERVALS } from '../../../shared/constants'
import type { DashboardStats } from '../../../shared/types'
import { getMeta, setMeta } from '../../data/db'
import { callApi } from '../../lib/api-client'

export const STATS_META_KEY = 'it.dashboardStats'

async function refreshStats(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return
  try {
    await setMeta(STATS_META_KEY, await callApi('GET /api/dashboard/stats'))
  } catch (error) {
    // Spec §8: fetch failures on the IT dashboard are only logged.
    console.warn('Dashboard stats failed', error)
  }
}

export function useServerStats(): DashboardStats | null {
  useEffect(() => {
    void refreshStats()
    const timer = setInterval(() => void refreshStats(), INTERVALS.itDashboardStats)
    return () => clearInterval(timer)
  }, [])
  return useLiveQuery(async () => (await getMeta<DashboardStats>(STATS_META_KEY)) ?? null, [], null)
}
