// The four summary cards (spec §2) and the response times beside them.
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TicketSummary } from '../../../shared/reports'
import { formatNumber, formatPercent } from '../../lib/format-number'

function Card({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  )
}

export function SummaryCards({ summary }: { summary: TicketSummary }) {
  const { t } = useTranslation()
  const minutes = (n: number | null) => (n === null ? t('reports.none') : t('reports.minutes', { n: formatNumber(n) }))
  return (
    <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm">
      <Card testId="card-total" label={t('reports.cards.totalTickets')} value={formatNumber(summary.totalTickets)} />
      <Card
        testId="card-rate"
        label={t('reports.cards.resolutionRate')}
        value={formatPercent(summary.resolutionRate)}
      />
      <Card testId="card-avg" label={t('reports.cards.avgResolutionTime')} value={minutes(summary.avgResolutionTime)} />
      <Card
        testId="card-critical"
        label={t('reports.cards.criticalIncidents')}
        value={formatNumber(summary.criticalIncidents)}
      />
      <Card
        testId="card-accept"
        label={t('reports.cards.meanTimeToAccept')}
        value={minutes(summary.meanTimeToAccept)}
      />
      <Card testId="card-start" label={t('reports.cards.meanTimeToStart')} value={minutes(summary.meanTimeToStart)} />
    </SimpleGrid>
  )
}
