// The header clock (en-GB, with seconds); ticks on its own so the dashboard does not re-render each second.
import { Text } from '@mantine/core'
import { useNow } from '../../../lib/use-now'

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' })

/** `inherit`: as large as the text around it (the wall display's header), not the board's 18 px. */
export function LiveClock({ label, fz }: { label: string; fz?: 'inherit' }) {
  const now = useNow(1000)
  return (
    <Text
      component="time"
      dateTime={now.toISOString()}
      fw={700}
      ff="monospace"
      size="lg"
      fz={fz}
      aria-label={label}
      data-testid="live-clock"
    >
      {clock.format(now)}
    </Text>
  )
}
