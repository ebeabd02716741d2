// Retry delays: 5 s doubling to 60 s, with ±20% jitter so tablets don't retry in lockstep.
export const BACKOFF_START_MS = 5_000
export const BACKOFF_MAX_MS = 60_000

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.max(0, attempt))
  return Math.round(base * (0.8 + random() * 0.4))
}
