// Charts load on demand (the charting library is only ever fetched on /reports, after the figures show), and
// each is drawn when it comes near the screen: a chart's first render is one long task (recharts' store settles
// synchronously: ~0.9 s on a slow phone, Lighthouse's TBT on /reports), and every chart sits under a table or
// another chart, below the fold (docs/decisions/251). Until then its figure keeps the chart's height, empty.
import { Box, Loader, Paper, Text } from '@mantine/core'
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { chartHeight } from './chart-size'
import type { ChartData } from './chart-size'

const ReportChart = lazy(() => import('./report-charts').then((m) => ({ default: m.ReportChart })))

/** How far below (or above) the screen a chart starts to load and draw, so it is there when scrolled to. */
const NEAR_MARGIN = '300px'

/** True once the element has come within NEAR_MARGIN of the viewport (at once where the browser cannot tell). */
function useNearScreen(): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near || !ref.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(ref.current)
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}

export function LazyChart(props: ChartData & { title: string }) {
  const { t } = useTranslation()
  const [ref, near] = useNearScreen()
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
      <Box ref={ref} mih={chartHeight(props)}>
        {near && (
          <Suspense fallback={<Loader size="sm" aria-label={t('app.loading')} />}>
            <ReportChart {...props} labels={labels} />
          </Suspense>
        )}
      </Box>
    </Paper>
  )
}
