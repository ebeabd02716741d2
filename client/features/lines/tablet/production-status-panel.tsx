// Production Status: efficiency, produced today against target, quality score, temperature — all from the
// line row the server keeps (docs/decisions/005), so every tablet shows the same figures.
import { Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DEFAULT_TARGET_PRODUCTION } from '../../../../shared/constants'
import type { ProductionLine } from '../../../../shared/types'
import { Panel } from './panel'
import { formatPercent } from '../../../lib/format-number'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value}
      </Text>
    </Stack>
  )
}

export function ProductionStatusPanel({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const target = line.targetProduction > 0 ? line.targetProduction : DEFAULT_TARGET_PRODUCTION
  const progress = Math.min(100, Math.round((line.producedToday / target) * 100))
  return (
    <Panel title={t('lineDashboard.panels.production')}>
      <SimpleGrid cols={2} spacing="md">
        <Figure label={t('lineDashboard.production.efficiency')} value={formatPercent(line.efficiency)} />
        <Figure label={t('lineDashboard.production.quality')} value={formatPercent(line.qualityScore)} />
        <Figure
          label={t('lineDashboard.production.temperature')}
          value={line.temperature == null ? '–' : t('mobileOperator.product.celsius', { value: line.temperature })}
        />
        <Figure
          label={t('lineDashboard.production.producedToday')}
          value={t('lineDashboard.production.ofTarget', { produced: line.producedToday, target })}
        />
      </SimpleGrid>
      <Progress
        value={progress}
        mt="md"
        size="lg"
        aria-label={t('lineDashboard.production.progress', { value: formatPercent(progress, 0) })}
      />
    </Panel>
  )
}
