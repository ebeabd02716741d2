// Reports (/reports, reporting spec §2): filters, summary cards, Ticket Analysis, Failure Analytics and
// Uptime Reports tabs, CSV exports and (admins) Archive Old Tickets. Figures come from the server; offline
// the last report stays on screen with its time.
import { Container, Group, Loader, Stack, Tabs, Title } from '@mantine/core'
import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { exportFileName } from '../../../shared/reports'
import { isAdminRole } from '../../../shared/roles'
import { toast } from '../../lib/toast'
import { useSession } from '../../entities/session/session-context'
import { ArchiveTicketsButton } from './archive-tickets-button'
import { FailureAnalyticsTab } from './failure-analytics-tab'
import { ReportFilters } from './report-filters'
import { defaultRange, exportQuery, isCompleteRange, isReversed, rangeQuery, type DateRange } from './report-range'
import { ReportStatus } from './report-status'
import { downloadExport } from './reports-api'
import { SummaryCards } from './summary-cards'
import { TicketAnalysisTab } from './ticket-analysis-tab'
import { UptimeTab } from './uptime-tab'
import { useReports } from './use-reports'

export { primeReports } from './use-reports'

// OEE loads with its tab (issue 30), keeping the reports screen's first JavaScript as it was.
const OeeReportTab = lazy(() => import('../../entities/oee/oee-report-tab').then((m) => ({ default: m.OeeReportTab })))

// The hygiene tab (issue 29) loads when first opened.
const HygieneReportTab = lazy(() =>
  import('../../entities/hygiene/hygiene-report-tab').then(async (m) => {
    await m.textsReady
    return { default: m.HygieneReportTab }
  }),
)

// The PM compliance tab loads when first opened (it is not in the screen's first JavaScript).
const PmComplianceTab = lazy(() => import('./pm-compliance-tab').then((m) => ({ default: m.PmComplianceTab })))

export function ReportsPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const [range, setRange] = useState<DateRange>(() => defaultRange())
  const [lineId, setLineId] = useState<number | null>(null)
  const complete = isCompleteRange(range)
  const reversed = complete && isReversed(range)
  const query = useMemo(
    () => (complete && !reversed ? rangeQuery(range, lineId) : null),
    [complete, reversed, range, lineId],
  )
  const answer = useReports(query)
  const { state, online, refresh } = answer
  // The figures arrive outside any transition: rendered sliced, not as one long task (docs/decisions/251). React's
  // useDeferredValue itself, which is what lib/use-reveal's useSlicedValue is: that module is a chunk of its own,
  // one more request before this screen's first paint (decision 274).
  const bundle = useDeferredValue(answer.bundle)

  const exportCsv = (kind: 'tickets' | 'line-performance') => {
    if (!complete || reversed) return
    toast.success(
      t('reports.toast.exportStarted'),
      t(kind === 'tickets' ? 'reports.toast.ticketDownloading' : 'reports.toast.performanceDownloading'),
    )
    downloadExport(
      `/api/exports/${kind}.csv?${exportQuery(range, lineId)}`,
      exportFileName(kind, range.startDate, range.endDate),
    ).catch(() => toast.error(t('reports.toast.error'), t('reports.toast.exportFailed')))
  }
  const exportDisabled = !online || !complete || reversed

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={1} size="h2">
            {t('reports.title')}
          </Title>
          {isAdminRole(user?.role.name ?? '') && <ArchiveTicketsButton disabled={!online} onArchived={refresh} />}
        </Group>
        <ReportFilters range={range} lineId={lineId} onRange={setRange} onLine={setLineId} />
        {/* Before the first figures, the status line tells of the answer that is being drawn (the page's largest
            paint, decision 274); after, it names the figures on screen. */}
        <ReportStatus state={state} bundle={bundle ?? answer.bundle} needDates={!complete} reversed={reversed} />
        {!bundle && (state === 'loading' || answer.bundle) && <Loader aria-label={t('reports.loading')} />}
        {/* Figures only for a valid range: never the last range's figures under an error about this one. */}
        {bundle && complete && !reversed && (
          <>
            <SummaryCards summary={bundle.tickets.summary} />
            <Tabs defaultValue="tickets" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="tickets">{t('reports.tabs.tickets')}</Tabs.Tab>
                <Tabs.Tab value="failures">{t('reports.tabs.failures')}</Tabs.Tab>
                <Tabs.Tab value="uptime">{t('reports.tabs.uptime')}</Tabs.Tab>
                <Tabs.Tab value="oee">{t('oee.report.tab')}</Tabs.Tab>
                <Tabs.Tab value="pm">{t('pmReport.tab')}</Tabs.Tab>
                <Tabs.Tab value="hygiene">{t('hygieneTabs.report')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="tickets" pt="md">
                <TicketAnalysisTab
                  report={bundle.tickets}
                  onExport={() => exportCsv('tickets')}
                  exportDisabled={exportDisabled}
                />
              </Tabs.Panel>
              <Tabs.Panel value="failures" pt="md">
                <FailureAnalyticsTab report={bundle.failures} />
              </Tabs.Panel>
              <Tabs.Panel value="uptime" pt="md">
                <UptimeTab
                  report={bundle.uptime}
                  onExport={() => exportCsv('line-performance')}
                  exportDisabled={exportDisabled}
                />
              </Tabs.Panel>
              <Tabs.Panel value="pm" pt="md">
                <Suspense fallback={<Loader aria-label={t('reports.loading')} />}>
                  <PmComplianceTab range={range} exportDisabled={exportDisabled} />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="oee" pt="md">
                <Suspense fallback={<Loader aria-label={t('reports.loading')} />}>
                  <OeeReportTab query={query ?? ''} fileStem={`oee-${range.startDate}-${range.endDate}`} />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="hygiene" pt="md">
                <Suspense fallback={<Loader aria-label={t('reports.loading')} />}>
                  <HygieneReportTab query={query ?? ''} fileStem={`hygiene-${range.startDate}-${range.endDate}`} />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  )
}
