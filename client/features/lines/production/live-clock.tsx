// The header clock (en-GB, with seconds); ticks on its own so the dashboard does not re-render each second.
import { Text } from '@mantine/core'
import { useNow } from '../../../lib/use-now'

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' })

export function LiveClock({ label }: { label: string }) {
  const now = useNow(1000)
  return (
    <Text component="time" dateTime={now.toISOString()} fw={700} ff="monospace" size="lg" aria-label={label}>
      {clock.format(now)}
    </Text>
  )
}
