// How long something has lasted, as whole days, hours and minutes (for "stopped for 2h 5m").
export interface DurationParts {
  days: number
  hours: number
  minutes: number
}

export function durationSince(since: string, now: Date): DurationParts | null {
  const start = new Date(since).getTime()
  if (Number.isNaN(start)) return null
  const totalMinutes = Math.max(0, Math.floor((now.getTime() - start) / 60_000))
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  }
}

/** i18n key and values: under an hour "5m", under a day "2h 5m", else "3d 4h". */
export function durationKey(parts: DurationParts): {
  key: 'minutes' | 'hoursMinutes' | 'daysHours'
  values: DurationParts
} {
  if (parts.days > 0) return { key: 'daysHours', values: parts }
  if (parts.hours > 0) return { key: 'hoursMinutes', values: parts }
  return { key: 'minutes', values: parts }
}
