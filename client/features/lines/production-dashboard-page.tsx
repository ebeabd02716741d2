// Production Dashboard (/production): the andon board of every line, grouped by unit, from the local cache.
// `?view=wall` shows the same lines as a wall display (issue 17 §5).
import { Container, Loader, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { can } from '../../../shared/roles'
import { useSession } from '../../entities/session/session-context'
import { useNow } from '../../lib/use-now'
import { useOpenedOnce } from '../../lib/use-opened-once'
import type { ProductionLine } from '../../../shared/types'
import { primeLines, useLines } from './common/use-lines'

import { BoardTooltip } from './production/board-tooltip'
import { LiveStatusCard } from './production/live-status-card'
import { ProductionHeader } from './production/production-header'
import { groupLinesByUnit, type UnitFilter } from './production/production-grouping'
import { StaleBanner } from './production/stale-banner'
import { primePmDue, usePmDueLines } from '../../entities/pm/pm-due'
import { PmDueStrip } from '../../entities/pm/pm-due-strip'
import { useUnexplainedLines } from '../../entities/oee/use-unexplained-lines'
import { UnitSection } from './production/unit-section'
import { useBoardFreshness } from './production/use-board-freshness'
import { useRecentlyChanged } from './production/use-recently-changed'

// Both dialogs and the wall view load when first used, keeping them out of the board's first bundle.
const LineDetailDialog = lazy(() =>
  import('./production/line-detail-dialog').then((m) => ({ default: m.LineDetailDialog })),
)
const ReportIssueDialog = lazy(() =>
  import('../../entities/issue-report/report-issue-dialog').then((m) => ({ default: m.ReportIssueDialog })),
)
const WallBoard = lazy(() => import('./production/wall-board').then((m) => ({ default: m.WallBoard })))

/**
 * The board's cached lines and PM due lines, read while its code arrives (routes.tsx), so its first render draws
 * the tiles and the strip above them together (docs/decisions/157, 279).
 */
export const primeBoard = (): Promise<void> => Promise.all([primeLines(), primePmDue()]).then(() => undefined)

export function ProductionDashboardPage() {
  const [params] = useSearchParams()
  return params.get('view') === 'wall' ? <WallView /> : <BoardView />
}

function WallView() {
  // Not deferred (docs/decisions/155): a change must reach the wall at once, even on a slow board device.
  const lines = useLines()
  const freshness = useBoardFreshness()
  return (
    <Suspense fallback={null}>
      <WallBoard lines={lines} freshness={freshness} />
    </Suspense>
  )
}

/**
 * The board renders again only when its lines, its clock (30 s) or its own state change: the freshness (a pull's
 * time, the 5 s clock) is read by the banner and the live card themselves (docs/decisions/255).
 */
function BoardView() {
  const lines = useLines()
  const { t } = useTranslation()
  const role = useSession().user?.role.name ?? ''
  const now = useNow(30_000)
  const [unit, setUnit] = useState<UnitFilter>('all')
  const [detailId, setDetailId] = useState<number | null>(null)
  const [reporting, setReporting] = useState(false)
  // Read before the tiles are drawn: a strip that came after them pushed every tile down (CLS 0.057 on /production).
  const pmDue = usePmDueLines()
  const highlighted = useRecentlyChanged(lines)
  const unexplained = useUnexplainedLines(lines)
  const groups = useMemo(() => groupLinesByUnit(lines ?? [], unit), [lines, unit])
  // The Live Status counts follow the unit filter: they describe the lines on screen.
  const shown = useMemo(() => groups.flatMap((g) => g.lines), [groups])
  const detail = lines?.find((l) => l.id === detailId) ?? null
  const detailLoaded = useOpenedOnce(detail !== null)
  const reportLoaded = useOpenedOnce(reporting)
  const mayReport = can.createTicket(role)
  const openReport = useCallback(() => setReporting(true), [])
  const board = useRef<HTMLDivElement>(null)

  return (
    <Container ref={board} size="xl" py="md">
      <Stack gap="lg">
        <ProductionHeader unit={unit} onUnitChange={setUnit} />
        <BoardFreshnessCards lines={shown} onReportIssue={mayReport ? openReport : null} />
        {pmDue && <PmDueStrip lines={shown} due={pmDue} />}
        {!lines || !pmDue ? (
          <Loader aria-label={t('production.loading')} />
        ) : groups.length === 0 ? (
          <Text>{t('production.noLines')}</Text>
        ) : (
          groups.map((group) => (
            <UnitSection
              key={group.unit ?? 'other'}
              unit={group.unit}
              lines={group.lines}
              highlighted={highlighted}
              unexplained={unexplained}
              now={now}
              onOpen={setDetailId}
            />
          ))
        )}
      </Stack>
      {lines && <BoardTooltip board={board} lines={lines} />}
      <Suspense fallback={null}>
        {detailLoaded && <LineDetailDialog line={detail} now={now} onClose={() => setDetailId(null)} />}
        {reportLoaded && <ReportIssueDialog opened={reporting} onClose={() => setReporting(false)} />}
      </Suspense>
    </Container>
  )
}

/**
 * The stale-data banner and the live card, with the board's freshness read here: a pull's time and the 5 s
 * freshness clock render these two alone, not the board.
 */
function BoardFreshnessCards(props: { lines: readonly ProductionLine[]; onReportIssue: (() => void) | null }) {
  const freshness = useBoardFreshness()
  return (
    <>
      <StaleBanner freshness={freshness} />
      <LiveStatusCard {...props} live={freshness.live} />
    </>
  )
}
