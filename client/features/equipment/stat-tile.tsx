// One counted figure on the equipment screens.
import { Paper, Text } from '@mantine/core'

export function StatTile({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" role="group" aria-label={label}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} data-testid="stat-value">
        {value}
      </Text>
    </Paper>
  )
}
