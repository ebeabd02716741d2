// "3 d 4 h", "2 h 5 min", "42 s": an uptime at a glance (units are international symbols, not words).
import { formatNumber } from '../../lib/format-number'

export function formatDuration(seconds: number): string {
  const d = Math.floor(seconds / 86_400)
  const h = Math.floor((seconds % 86_400) / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  if (d > 0) return `${d} d ${h} h`
  if (h > 0) return `${h} h ${m} min`
  if (m > 0) return `${m} min`
  return `${Math.floor(seconds)} s`
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${formatNumber(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`
  return `${formatNumber(Math.round(bytes / 1024))} KB`
}
