// Overall facility risk with its generation time, and the cost-savings potential with its stated assumption.
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PredictiveReport } from '../../../shared/maintenance/report-types'
import { formatDateTime } from '../../i18n/format'
import { RiskBadge } from './risk-badge'

export function ReportSummary({ report }: { report: PredictiveReport }) {
  const { t, i18n } = useTranslation()
  const r = report.report
  const money = (amount: number) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: r.cost.currency,
      maximumFractionDigits: amount < 10 ? 2 : 0,
    }).format(amount)
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Paper withBorder p="md" aria-label={t('maintenance.overallRisk')}>
          <Text size="sm" c="gray.7">
            {t('maintenance.overallRisk')}
          </Text>
          <Group gap="sm" mt={4}>
            <RiskBadge level={r.overallRisk} />
          </Group>
          <Text size="sm" mt="xs">
            {t('maintenance.generatedAt', { time: formatDateTime(report.generatedAt) })}
          </Text>
        </Paper>
        <Paper withBorder p="md" aria-label={t('maintenance.costSavings')}>
          <Text size="sm" c="gray.7">
            {t('maintenance.costSavings')}
          </Text>
          <Text size="xl" fw={700}>
            {money(r.costSavingsPotential)}
          </Text>
          <Text size="xs" c="gray.7" mt="xs">
            {t('maintenance.costAssumption', {
              days: r.cost.horizonDays,
              minutes: r.cost.avoidedDowntimeMinutes,
              cost: money(r.cost.costPerMinute),
            })}
          </Text>
        </Paper>
      </SimpleGrid>
      <Text size="sm" c="gray.7">
        {t('maintenance.itemsAnalysed', {
          count: r.itemsAnalysed,
          powerLaw: r.modelCounts['power-law'],
          weibull: r.modelCounts.weibull,
          exponential: r.modelCounts.exponential,
        })}
      </Text>
    </Stack>
  )
}
