// Duration text in the user's language ("2h 5m"), from the pure parts.
import type { TFunction } from 'i18next'
import { durationKey, durationSince } from './duration'

export function durationText(since: string, now: Date, t: TFunction): string | null {
  const parts = durationSince(since, now)
  if (!parts) return null
  const { key, values } = durationKey(parts)
  return t(`production.duration.${key}`, { ...values })
}
