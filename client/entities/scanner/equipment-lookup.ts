// Finds scanned equipment: the local cache first (works offline), then the server when online.
import type { Equipment } from '../../../shared/types'
import { db } from '../../data/db'
import { callApi, ApiError, NetworkError } from '../../lib/api-client'

/** null means "Equipment not found" (not cached, and the server said no or could not be asked). */
export async function lookupEquipment(id: number): Promise<Equipment | null> {
  const cached = await db.equipment.get(id)
  if (cached) return cached
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null
  try {
    return await callApi('GET /api/equipment/:id', { params: { id } })
  } catch (error) {
    if (error instanceof ApiError || error instanceof NetworkError) return null
    throw error
  }
}
