// IT Dashboard, Production Line Monitoring: Running Lines, Stopped Lines, Overall Efficiency and Active
// Operators, then the line cards. Line figures come from the synced lines (the server's own rule, see
// shared/it-dashboard.ts lineCounts); Active Operators only the server knows.
import { Loader, SimpleGrid, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { lineCounts } from '../../../shared/it-dashboard'
import type { DashboardStats, ProductionLine } from '../../../shared/types'
import { ItLineCard } from './it-line-card'
import { StatTile } from '../../components/stat-tile'
import { formatPercent } from '../../lib/format-number'

interface ProductionMonitoringProps {
  lines: ProductionLine[] | undefined
  stats: DashboardStats | null
}

export function ProductionMonitoring({ lines, stats }: ProductionMonitoringProps) {
  const { t } = useTranslation()
  const counts = lineCounts(lines ?? [])
  return (
    <Stack gap="sm" component="section" aria-labelledby="it-production-heading">
      <Title order={2} size="h3" id="it-production-heading">
        {t('it.production.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatTile label={t('it.production.running')} value={counts.runningLines} color="green.9" />
        <StatTile label={t('it.production.stopped')} value={counts.stoppedLines} color="red.8" />
        <StatTile label={t('it.production.efficiency')} value={formatPercent(counts.averageEfficiency)} />
        <StatTile label={t('it.production.operators')} value={stats ? stats.activeOperators : '–'} />
      </SimpleGrid>
      {!lines ? (
        <Loader aria-label={t('it.loading')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {lines.map((line) => (
            <ItLineCard key={line.id} line={line} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
