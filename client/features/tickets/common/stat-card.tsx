// One counted figure at the top of a ticket screen.
import { Paper, Text } from '@mantine/core'

export function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid="stat-value">
        {value}
      </Text>
    </Paper>
  )
}
