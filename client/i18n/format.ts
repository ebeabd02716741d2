// Dates and times are always shown en-GB (spec §1), whatever the interface language.
// Each formatter is made on its first use, not when the entry module is evaluated before the first paint (an
// Intl.DateTimeFormat costs a millisecond or more to make; docs/decisions/282).
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined
  return () => (made ??= new Intl.DateTimeFormat('en-GB', options))
}
const dateTime = formatter({ dateStyle: 'short', timeStyle: 'short' })
const date = formatter({ dateStyle: 'short' })
const time = formatter({ hour: '2-digit', minute: '2-digit' })

type DateInput = Date | string | number

function toDate(value: DateInput): Date | null {
  const result = value instanceof Date ? value : new Date(value)
  return Number.isNaN(result.getTime()) ? null : result
}

/** "21/11/2026, 15:48"; empty for an unreadable value rather than "Invalid Date". */
export function formatDateTime(value: DateInput): string {
  const parsed = toDate(value)
  return parsed ? dateTime().format(parsed) : ''
}

/** "21/11/2026". */
export function formatDate(value: DateInput): string {
  const parsed = toDate(value)
  return parsed ? date().format(parsed) : ''
}

/** "15:48". */
export function formatTime(value: DateInput): string {
  const parsed = toDate(value)
  return parsed ? time().format(parsed) : ''
}
