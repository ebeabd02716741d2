// Dates and times are always shown en-GB (spec §1), whatever the interface language.
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' })
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' })
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })

type DateInput = Date | string | number

function toDate(value: DateInput): Date | null {
  const result = value instanceof Date ? value : new Date(value)
  return Number.isNaN(result.getTime()) ? null : result
}

/** "21/11/2026, 15:48"; empty for an unreadable value rather than "Invalid Date". */
export function formatDateTime(value: DateInput): string {
  const parsed = toDate(value)
  return parsed ? dateTime.format(parsed) : ''
}

/** "21/11/2026". */
export function formatDate(value: DateInput): string {
  const parsed = toDate(value)
  return parsed ? date.format(parsed) : ''
}

/** "15:48". */
export function formatTime(value: DateInput): string {
  const parsed = toDate(value)
  return parsed ? time.format(parsed) : ''
}
