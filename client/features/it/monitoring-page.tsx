// IT Monitoring (/monitoring): last refresh and Refresh, the five cards, the lines grid with its detail
// dialog (Report Issue on a stopped line opens the issue report), and the active IT tickets. Local cache only.
import { Button, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lineCounts, monitoringTicketCounts } from '../../../shared/it-dashboard'
import { compareByPriority, isActiveTicket } from '../../../shared/tickets'
import { ScreenHeader } from '../../components/screen-header'
import { getMeta } from '../../data/db'
import { formatTime } from '../../i18n/format'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { LAST_SYNC_KEY } from '../../sync/apply-pull'
import { syncEngine } from '../../sync/sync-runtime'
import { ActiveItTickets } from './active-it-tickets'
import { MonitoringLineCard } from './monitoring-line-card'
import { StatTile } from '../../components/stat-tile'
import { useItTickets, useSortedLines } from './use-it-data'

const MonitoringLineDialog = lazy(() =>
  import('./monitoring-line-dialog').then((m) => ({ default: m.MonitoringLineDialog })),
)
// The real issue report dialog; the lead moves it to a shared layer at merge (see the report of issue #10).
const ReportIssueDialog = lazy(() =>
  import('../../entities/issue-report/report-issue-dialog').then((m) => ({ default: m.ReportIssueDialog })),
)

export function MonitoringPage() {
  const { t } = useTranslation()
  const lines = useSortedLines()
  const tickets = useItTickets()
  const lastSync = useLiveQuery(() => getMeta<string>(LAST_SYNC_KEY), [])
  const [detailId, setDetailId] = useState<number | null>(null)
  const [reportLineId, setReportLineId] = useState<number | null>(null)
  const [refreshing, setRefreshing] = useState(false)
  const detail = lines?.find((l) => l.id === detailId) ?? null
  const detailLoaded = useOpenedOnce(detail !== null)
  const reportLoaded = useOpenedOnce(reportLineId !== null)
  const counts = lineCounts(lines ?? [])
  const active = (tickets ?? []).filter(isActiveTicket).sort(compareByPriority)
  const ticketCounts = monitoringTicketCounts(active)

  const refresh = async () => {
    setRefreshing(true)
    await syncEngine.drain().finally(() => setRefreshing(false))
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <ScreenHeader title={t('it.monitoring.title')} backLabel={t('it.back')}>
          <Text size="sm" c="gray.7">
            {t('it.monitoring.lastRefresh', { time: lastSync ? formatTime(lastSync) : '–' })}
          </Text>
          <Button variant="light" loading={refreshing} onClick={() => void refresh()}>
            {t('it.monitoring.refresh')}
          </Button>
        </ScreenHeader>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
          <StatTile label={t('it.monitoring.running')} value={counts.runningLines} color="green.9" />
          <StatTile label={t('it.monitoring.stopped')} value={counts.stoppedLines} color="red.8" />
          <StatTile label={t('it.monitoring.maintenance')} value={counts.maintenanceLines} color="blue.8" />
          <StatTile label={t('it.monitoring.critical')} value={ticketCounts.critical} color="red.8" />
          <StatTile label={t('it.monitoring.high')} value={ticketCounts.high} color="orange.9" />
        </SimpleGrid>
        <Stack gap="sm" component="section" aria-labelledby="monitoring-lines-heading">
          <Title order={2} size="h3" id="monitoring-lines-heading">
            {t('it.monitoring.lines')}
          </Title>
          {!lines ? (
            <Loader aria-label={t('it.loading')} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              {lines.map((line) => (
                <MonitoringLineCard key={line.id} line={line} onOpen={setDetailId} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
        <ActiveItTickets tickets={active} />
      </Stack>
      <Suspense fallback={null}>
        {detailLoaded && (
          <MonitoringLineDialog
            line={detail}
            onClose={() => setDetailId(null)}
            onReportIssue={(lineId) => {
              setDetailId(null)
              setReportLineId(lineId)
            }}
          />
        )}
        {reportLoaded && (
          <ReportIssueDialog
            opened={reportLineId !== null}
            defaultLineId={reportLineId}
            onClose={() => setReportLineId(null)}
          />
        )}
      </Suspense>
    </Container>
  )
}
