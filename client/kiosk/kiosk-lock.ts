// Kiosk lock-to-line: the locked line lives in Dexie, so it survives reloads, power loss and no network.
import { useLiveQuery } from 'dexie-react-hooks'
import { db } from '../data/db'

const LOCK_KEY = 'kioskLock'

export interface KioskLock {
  lineId: number
  lineName: string
  lockedAt: string
}

export async function getKioskLock(): Promise<KioskLock | null> {
  return ((await db.meta.get(LOCK_KEY))?.value as KioskLock | undefined) ?? null
}

export async function lockToLine(lineId: number, lineName: string): Promise<KioskLock> {
  const lock: KioskLock = { lineId, lineName, lockedAt: new Date().toISOString() }
  await db.meta.put({ key: LOCK_KEY, value: lock })
  await enterFullscreen()
  return lock
}

export async function unlockKiosk(): Promise<void> {
  await db.meta.delete(LOCK_KEY)
  if (typeof document !== 'undefined' && document.fullscreenElement)
    await document.exitFullscreen().catch(() => undefined)
}

/** undefined while loading, null when unlocked. */
export function useKioskLock(): KioskLock | null | undefined {
  return useLiveQuery(getKioskLock, [])
}

export function kioskRoute(lock: KioskLock): string {
  return `/line/${lock.lineId}`
}

async function enterFullscreen(): Promise<void> {
  if (typeof document === 'undefined' || document.fullscreenElement || !document.documentElement.requestFullscreen)
    return
  // Browsers allow this only from a user gesture; without one the tablet simply stays windowed.
  await document.documentElement.requestFullscreen().catch(() => undefined)
}
