// Decides whether the page may reload into a new app version. The data layer sets the guard
// (outbox empty, no form open); until then reloading is allowed. The guard never blocks for good: after
// GUARD_MAX_WAIT_MS blocked, or once the queue cannot move (signed out), updating anyway is offered — the
// queue stays in IndexedDB and goes out from the new version (docs/decisions/084).
export type UpdateGuard = () => Promise<boolean> | boolean

const allowAlways: UpdateGuard = () => true
let guard: UpdateGuard = allowAlways
let blockedSince: number | null = null
let stuck = false

export const GUARD_RETRY_MS = 2000
export const GUARD_MAX_WAIT_MS = 10 * 60_000

/** Replaces the guard; returns a function that restores the default. */
export function setUpdateGuard(fn: UpdateGuard): () => void {
  guard = fn
  blockedSince = null
  stuck = false
  return () => {
    if (guard === fn) guard = allowAlways
  }
}

/** The queue cannot move on its own (e.g. nobody signed in): waiting for it would wait for ever. */
export function setQueueStuck(value: boolean): void {
  stuck = value
}

/** True only when the guard says yes; a guard that throws counts as "no" (never lose unsent work). */
export async function canApplyUpdate(now: number = Date.now()): Promise<boolean> {
  let allowed = false
  try {
    allowed = (await guard()) === true
  } catch (error) {
    console.warn('Update guard failed; not reloading', error)
  }
  blockedSince = allowed ? null : (blockedSince ?? now)
  return allowed
}

/** True once the guard has blocked long enough, or the queue is stuck: the user may update anyway. */
export function mayUpdateAnyway(now: number = Date.now()): boolean {
  return stuck || (blockedSince !== null && now - blockedSince >= GUARD_MAX_WAIT_MS)
}

/**
 * Reloads as soon as the guard allows, asking again every 2 s, and at the latest once updating anyway is
 * allowed. Used once a new service worker controls the page: old code must not run for long.
 */
export async function reloadWhenAllowed(reload: () => void = () => window.location.reload()): Promise<void> {
  while (!(await canApplyUpdate()) && !mayUpdateAnyway()) {
    await new Promise((resolve) => window.setTimeout(resolve, GUARD_RETRY_MS))
  }
  reload()
}
