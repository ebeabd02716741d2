// Per-line tablet dashboard (/line-dashboard, /line/:lineId): the picker, or one line's six panels.
// A tablet locked to its line comes back here after a reload or power loss (client/kiosk).
import { Button, Container, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { startTransition, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import type { ProductionLine } from '../../../shared/types'
import { can, hasRole } from '../../../shared/roles'
import { LineStopsPanel } from '../../entities/oee/line-stops-panel'
import { OeePanelBody } from '../../entities/oee/oee-panel'
import { StopReasonPrompt } from '../../entities/oee/stop-reason-prompt'
import { useSession } from '../../entities/session/session-context'
import { unlockKiosk, useKioskLock } from '../../kiosk/kiosk-lock'
import { useLine } from './common/use-lines'
import { CurrentProductPanel } from './tablet/current-product-panel'
import { LinePicker } from './tablet/line-picker'
import { MaintenancePanel } from './tablet/maintenance-panel'
import { Panel } from './tablet/panel'
import { ProductionStatusPanel } from './tablet/production-status-panel'
import { QuickControlsPanel } from './tablet/quick-controls-panel'
import { RecentIssuesPanel } from './tablet/recent-issues-panel'
import { ShiftInfoPanel } from './tablet/shift-info-panel'
import { TabletHeader } from './tablet/tablet-header'
// The shift handover strip (issue 34 §3) comes with the screen's code: the panels wait for its reads (below), and
// fetched on its own once the screen opened it was one more round trip before the panels (Lighthouse's LCP on
// /line/2, docs/decisions/252).
import { HandoverStrip } from '../../entities/handover/handover-strip'

export function LineDashboardPage() {
  const { lineId } = useParams()
  return lineId === undefined ? <LinePicker /> : <LineScreen lineId={Number(lineId)} />
}

function LineScreen({ lineId }: { lineId: number }) {
  const { t } = useTranslation()
  const found = useLine(lineId)
  return (
    <Container size="xl" py="md">
      {found.state === 'loading' && (
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('lineDashboard.lineN', { id: lineId })}
          </Title>
          <Loader aria-label={t('lineDashboard.loading')} />
        </Stack>
      )}
      {found.state === 'missing' && (
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('lineDashboard.notFoundTitle')}
          </Title>
          <Text>{t('lineDashboard.notFoundMessage', { id: Number.isFinite(lineId) ? lineId : '?' })}</Text>
          <NotFoundActions />
        </Stack>
      )}
      {found.state === 'found' && <LinePanels line={found.line} />}
    </Container>
  )
}

/** A tablet locked to a line that no longer exists must still be able to unlock. */
function NotFoundActions() {
  const { t } = useTranslation()
  const lock = useKioskLock()
  if (lock === undefined) return null
  return lock ? (
    <Button color="orange" onClick={() => void unlockKiosk()}>
      {t('lineDashboard.unlock')}
    </Button>
  ) : (
    <Button component={Link} to="/line-dashboard">
      {t('lineDashboard.backToPicker')}
    </Button>
  )
}

function LinePanels({ line }: { line: ProductionLine }) {
  const role = useSession().user?.role.name ?? ''
  const mayAct = can.setLineStatus(role)
  // The panels come once what sits above them (the handover strip, the stop prompt) is read and laid out: each of
  // those appearing later pushed all six panels down (Lighthouse CLS 0.28 on /line/2, docs/decisions/251). The
  // panels then render as a transition, in slices.
  const [stripRead, setStripRead] = useState(false)
  const [promptRead, setPromptRead] = useState(!mayAct)
  const onStripRead = useCallback(() => startTransition(() => setStripRead(true)), [])
  const onPromptRead = useCallback(() => startTransition(() => setPromptRead(true)), [])
  return (
    <Stack gap="md">
      <TabletHeader line={line} />
      <HandoverStrip line={line} onRead={onStripRead} />
      {mayAct && <StopReasonPrompt line={line} onRead={onPromptRead} />}
      {stripRead && promptRead && <LinePanelGrid line={line} role={role} mayAct={mayAct} />}
    </Stack>
  )
}

function LinePanelGrid({ line, role, mayAct }: { line: ProductionLine; role: string; mayAct: boolean }) {
  const { t } = useTranslation()
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <ProductionStatusPanel line={line} />
      <QuickControlsPanel line={line} />
      <CurrentProductPanel line={line} />
      <RecentIssuesPanel lineId={line.id} />
      <ShiftInfoPanel line={line} />
      <MaintenancePanel line={line} />
      <Panel title={t('oee.panel.title')}>
        <OeePanelBody line={line} mayCount={mayAct} />
      </Panel>
      {mayAct && (
        <Panel title={t('oee.stops.title')}>
          <LineStopsPanel lineId={line.id} supervisor={hasRole(role, 'engineer')} />
        </Panel>
      )}
    </SimpleGrid>
  )
}
