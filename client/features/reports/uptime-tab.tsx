// Uptime Reports (spec §2): per line uptime and minutes, Export Performance CSV, uptime per line as a
// chart, and where the lost minutes went (Pareto by stop reason and by category, planned maintenance apart).
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { UptimeReport } from '../../../shared/reports'
import { LazyChart } from './lazy-chart'
import { ParetoTable } from './pareto-table'
import { UptimeTable } from './uptime-table'
import { formatNumber } from '../../lib/format-number'

interface UptimeTabProps {
  report: UptimeReport
  onExport: () => void
  exportDisabled: boolean
}

export function UptimeTab({ report, onExport, exportDisabled }: UptimeTabProps) {
  const { t } = useTranslation()
  const categories = report.paretoCategories.map((p) => ({
    ...p,
    key: t(`reports.category.${p.key}`, { defaultValue: p.key }),
  }))
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          {t('reports.uptime.explain')}
        </Text>
        <Button onClick={onExport} disabled={exportDisabled}>
          {t('reports.exportPerformance')}
        </Button>
      </Group>
      <UptimeTable rows={report.rows} />
      <LazyChart kind="uptime" data={report.rows} title={t('reports.charts.uptimePerLine')} />
      <Text size="sm">{t('reports.pareto.planned', { n: formatNumber(report.plannedMaintenanceMinutes) })}</Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Stack gap="xs" miw={0}>
          {report.paretoReasons.length > 0 && (
            <LazyChart kind="pareto" data={report.paretoReasons} title={t('reports.pareto.reasonsTitle')} />
          )}
          <ParetoTable
            items={report.paretoReasons}
            keyLabel={t('reports.pareto.reason')}
            caption={t('reports.pareto.reasonsTitle')}
          />
        </Stack>
        <Stack gap="xs" miw={0}>
          {categories.length > 0 && (
            <LazyChart kind="pareto" data={categories} title={t('reports.pareto.categoriesTitle')} />
          )}
          <ParetoTable
            items={categories}
            keyLabel={t('reports.pareto.category')}
            caption={t('reports.pareto.categoriesTitle')}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  )
}
