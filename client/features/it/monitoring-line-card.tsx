// One line on IT Monitoring: status colour, product, temperature in °C and the current issue; opens details.
import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { LineStatusBadge } from '../../entities/line-status/line-status-badge'

export const STATUS_COLOUR: Record<string, string> = { running: 'green', maintenance: 'blue', stopped: 'red' }

export function MonitoringLineCard({ line, onOpen }: { line: ProductionLine; onOpen: (id: number) => void }) {
  const { t } = useTranslation()
  const colour = STATUS_COLOUR[line.status] ?? 'gray'
  const name = lineDisplayName(line)
  return (
    <UnstyledButton
      onClick={() => onOpen(line.id)}
      aria-label={t('it.monitoring.openLine', { name })}
      data-status={line.status}
    >
      <Paper
        withBorder
        p="sm"
        radius="md"
        h="100%"
        style={{ borderLeft: `6px solid var(--mantine-color-${colour}-7)` }}
      >
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{name}</Text>
            <LineStatusBadge status={line.status} />
          </Group>
          <Text size="sm">{line.productName ?? t('it.monitoring.noProduct')}</Text>
          <Text size="sm" c="gray.7">
            {line.temperature == null
              ? t('it.monitoring.noTemperature')
              : t('it.monitoring.temperature', { value: line.temperature })}
          </Text>
          {line.issue && (
            <Text size="sm" c="red.8">
              {line.issue}
            </Text>
          )}
        </Stack>
      </Paper>
    </UnstyledButton>
  )
}
