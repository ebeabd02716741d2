// One figure with its label, for the overview and the machine status counts. Secondary text is gray.7, not
// Mantine's "dimmed" (gray.6, 3.3:1 on white), to keep 4.5:1.
import { Paper, Text } from '@mantine/core'
import { useId } from 'react'

interface StatCardProps {
  label: string
  value: number | string
  hint?: string
  /** Mantine colour of the figure; dark shades keep 4.5:1 contrast on white. */
  color?: string
}

export function StatCard({ label, value, hint, color = 'dark.7' }: StatCardProps) {
  const id = useId()
  return (
    <Paper withBorder p="md" radius="md" role="group" aria-labelledby={id}>
      <Text id={id} size="sm" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={800} c={color} data-testid="stat-value">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      )}
    </Paper>
  )
}
