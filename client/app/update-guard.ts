// Decides whether the page may reload into a new app version. The data layer sets the guard
// (outbox empty, no form open); until then reloading is allowed.
export type UpdateGuard = () => Promise<boolean> | boolean

const allowAlways: UpdateGuard = () => true
let guard: UpdateGuard = allowAlways

/** Replaces the guard; returns a function that restores the default. */
export function setUpdateGuard(fn: UpdateGuard): () => void {
  guard = fn
  return () => {
    if (guard === fn) guard = allowAlways
  }
}

/** True only when the guard says yes; a guard that throws counts as "no" (never lose unsent work). */
export async function canApplyUpdate(): Promise<boolean> {
  try {
    return (await guard()) === true
  } catch (error) {
    console.warn('Update guard failed; not reloading', error)
    return false
  }
}

export const GUARD_RETRY_MS = 2000

/**
 * Reloads as soon as the guard allows, asking again every 2 s. Used once a new service worker
 * controls the page (this tab or another applied the update): old code must not run for long.
 */
export async function reloadWhenAllowed(reload: () => void = () => window.location.reload()): Promise<void> {
  while (!(await canApplyUpdate())) {
    await new Promise((resolve) => window.setTimeout(resolve, GUARD_RETRY_MS))
  }
  reload()
}
