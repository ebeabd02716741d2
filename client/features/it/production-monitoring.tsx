// IT Dashboard, Production Line Monitoring: Running Lines, Stopped Lines, Overall Efficiency and Active
// Operators, then the line cards. Line figures come from the synced lines (the server's own rule, see
// shared/it-dashboard.ts lineCounts); Active Operators only the server knows. The cards come stopped and
// maintenance first, so the first few are the ones that matter; the rest open on request (issue 31 §6: all
// 40 made a phone page 36,000 px tall).
import { Button, Loader, SimpleGrid, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lineCounts } from '../../../shared/it-dashboard'
import type { DashboardStats, ProductionLine } from '../../../shared/types'
import { ItLineCard } from './it-line-card'
import { StatTile } from '../../components/stat-tile'
import { formatPercent } from '../../lib/format-number'

/** Line cards shown before "Show all lines". */
export const LINES_SHOWN = 8

interface ProductionMonitoringProps {
  lines: ProductionLine[] | undefined
  stats: DashboardStats | null
}

export function ProductionMonitoring({ lines, stats }: ProductionMonitoringProps) {
  const { t } = useTranslation()
  const counts = lineCounts(lines ?? [])
  const [showAll, setShowAll] = useState(false)
  const shown = showAll ? lines : lines?.slice(0, LINES_SHOWN)
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
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} id="it-line-cards">
            {shown?.map((line) => (
              <ItLineCard key={line.id} line={line} />
            ))}
          </SimpleGrid>
          {lines.length > LINES_SHOWN && (
            <Button
              variant="default"
              aria-expanded={showAll}
              aria-controls="it-line-cards"
              onClick={() => setShowAll(!showAll)}
              style={{ alignSelf: 'flex-start' }}
            >
              {showAll ? t('it.production.showFewer') : t('it.production.showAll', { total: lines.length })}
            </Button>
          )}
        </>
      )}
    </Stack>
  )
}
