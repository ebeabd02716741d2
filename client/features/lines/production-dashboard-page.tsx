// Production Dashboard (/production): the andon board of every line, grouped by unit, from the local cache.
import { Container, Loader, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLines } from './common/use-lines'
import { useNow } from '../../lib/use-now'
import { LiveStatusCard } from './production/live-status-card'
import { ProductionHeader } from './production/production-header'
import { groupLinesByUnit, type UnitFilter } from './production/production-grouping'
import { UnitSection } from './production/unit-section'
import { useRecentlyChanged } from './production/use-recently-changed'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { LazyTooltipGroup } from '../../components/lazy-tooltip'

// Both dialogs load when first opened, keeping the modal code out of the board's first bundle.
const LineDetailDialog = lazy(() => import('./production/line-detail-dialog').then((m) => ({ default: m.LineDetailDialog })))
const ReportIssueDialog = lazy(() => import('../issues/report-issue-dialog').then((m) => ({ default: m.ReportIssueDialog })))

/** Spec §9: tooltip delay 700 ms. */
const TOOLTIP_OPEN_DELAY_MS = 700

export function ProductionDashboardPage() {
  const { t } = useTranslation()
  const lines = useLines()
  const now = useNow(30_000)
  const [unit, setUnit] = useState<UnitFilter>('all')
  const [detailId, setDetailId] = useState<number | null>(null)
  const [reporting, setReporting] = useState(false)
  const highlighted = useRecentlyChanged(lines)
  const groups = useMemo(() => groupLinesByUnit(lines ?? [], unit), [lines, unit])
  const detail = lines?.find((l) => l.id === detailId) ?? null
  const detailLoaded = useOpenedOnce(detail !== null)
  const reportLoaded = useOpenedOnce(reporting)

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <ProductionHeader unit={unit} onUnitChange={setUnit} />
        <LiveStatusCard lines={lines ?? []} onReportIssue={() => setReporting(true)} />
        {!lines ? (
          <Loader aria-label={t('production.loading')} />
        ) : groups.length === 0 ? (
          <Text>{t('production.noLines')}</Text>
        ) : (
          <LazyTooltipGroup openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={0}>
            {groups.map((group) => (
              <UnitSection key={group.unit ?? 'other'} unit={group.unit} lines={group.lines} highlighted={highlighted} now={now} onOpen={setDetailId} />
            ))}
          </LazyTooltipGroup>
        )}
      </Stack>
      <Suspense fallback={null}>
        {detailLoaded && <LineDetailDialog line={detail} now={now} onClose={() => setDetailId(null)} />}
        {reportLoaded && <ReportIssueDialog opened={reporting} onClose={() => setReporting(false)} />}
      </Suspense>
    </Container>
  )
}
