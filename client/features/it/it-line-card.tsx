// One line on the IT dashboard: status badge, efficiency (coloured, with a trend arrow when it moved more
// than 2 points), target and current rate per minute and an efficiency bar; border by alert level.
import { Group, Paper, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { cardBorderColour, efficiencyColour, efficiencyTrend, itLineFigures } from '../../../shared/it-dashboard'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { LineStatusBadge } from '../../entities/line-status/line-status-badge'
import { formatPercent } from '../../lib/format-number'

/** Darker shades keep the text at 4.5:1 on white. */
const TEXT_SHADE = { green: 'green.9', yellow: '#8a5a00', red: 'red.8' } as const

export function ItLineCard({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const figures = itLineFigures(line)
  const colour = efficiencyColour(figures.efficiency)
  const trend = efficiencyTrend(figures.efficiency, line.previousEfficiency)
  const border = cardBorderColour(figures)
  const name = lineDisplayName(line)
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-label={name}
      data-border={border}
      style={{ borderColor: `var(--mantine-color-${border}-6)`, borderWidth: 2 }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{name}</Text>
          <LineStatusBadge status={figures.status} />
        </Group>
        <Group gap={6} align="baseline">
          <Text size="xl" fw={700} c={TEXT_SHADE[colour]}>
            {formatPercent(figures.efficiency)}
          </Text>
          {trend && (
            <Text
              span
              fw={700}
              c={trend === 'up' ? 'green.9' : 'red.8'}
              aria-label={t(`it.trend.${trend}`)}
              title={t(`it.trend.${trend}`)}
            >
              {trend === 'up' ? '▲' : '▼'}
            </Text>
          )}
          <Text size="sm" c="gray.7">
            {t('it.efficiency')}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('it.targetRate', { value: figures.targetRate })}</Text>
          <Text size="sm">{t('it.currentRate', { value: figures.currentRate })}</Text>
        </Group>
        <Progress
          value={Math.min(100, Math.max(0, figures.efficiency))}
          color={colour}
          aria-label={t('it.efficiencyBar', { name })}
        />
      </Stack>
    </Paper>
  )
}
