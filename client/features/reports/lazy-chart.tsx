// Charts load on demand (the charting library is only ever fetched on /reports, after the figures show).
import { Loader, Paper, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChartData } from './report-charts'

const ReportChart = lazy(() => import('./report-charts').then((m) => ({ default: m.ReportChart })))

export function LazyChart(props: ChartData & { title: string }) {
  const { t } = useTranslation()
  const labels: Record<string, string> = {
    open: t('reports.status.open'),
    assigned: t('reports.status.assigned'),
    in_progress: t('reports.status.in_progress'),
    resolved: t('reports.status.resolved'),
    closed: t('reports.status.closed'),
    running: t('reports.uptime.running'),
    stopped: t('reports.uptime.downtime'),
    maintenance: t('reports.uptime.maintenance'),
    idle: t('reports.uptime.idle'),
    vital: t('reports.pareto.vitalFew'),
    other: t('reports.pareto.other'),
  }
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={props.title}>
      <Text component="figcaption" fw={700} mb="sm">
        {props.title}
      </Text>
      <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
        <ReportChart {...props} labels={labels} />
      </Suspense>
    </Paper>
  )
}
