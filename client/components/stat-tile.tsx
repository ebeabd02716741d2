// One counted figure on a screen's stat row (IT, equipment and loft dashboards).
import { Paper, Text } from '@mantine/core'

interface StatTileProps {
  label: string
  value: string | number
  color?: string
}

export function StatTile({ label, value, color }: StatTileProps) {
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
