// The time a pushed change is recorded at: the device's, within bounds (DESIGN.md §6, decision 179).

/** The oldest device time a change may carry: a week (DESIGN.md §6, decision 179). */
export const DEVICE_TIME_MAX_AGE_MS = 7 * 86_400_000

/** A time as `Date.prototype.toISOString` writes it, as every client sends it: such texts compare as the times do. */
const CANONICAL_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/** Device time of the action, clamped between its floor (session start, first push, the age bound) and now. */
export function deviceTime(createdAt: string, floor: string, now: string, nowMs: number): string {
  let device: string
  if (CANONICAL_TIME.test(createdAt)) device = createdAt > now ? now : createdAt
  else {
    // Another offset or precision (the schema takes any ISO 8601 time): the same instant in the canonical form.
    const ms = Date.parse(createdAt)
    device = Number.isNaN(ms) || ms > nowMs ? now : new Date(ms).toISOString()
  }
  return device < floor ? floor : device
}
