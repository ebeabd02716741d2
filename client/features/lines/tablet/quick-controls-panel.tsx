// Quick Controls (spec §2, §4): Stop Line when running, else Start Line; Maintenance Mode; Report Issue.
import { Button, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FAULT_TEXT, type LineStatus } from '../../../../shared/constants'
import type { ProductionLine } from '../../../../shared/types'
import { setLineStatus } from '../../../data/commands'
import { can } from '../../../../shared/roles'
import { HeldLineNotice } from '../../../entities/hygiene/held-line-notice'
import { useSession } from '../../../entities/session/session-context'
import { announceWrite } from '../../../entities/write-outcome/announce-write'
import { toast } from '../../../lib/toast'
import { useOpenedOnce } from '../../../lib/use-opened-once'
import { Panel } from './panel'

// Loads when first opened, keeping the modal code out of the tablet screen's first bundle.
const LineIssueDialog = lazy(() => import('./line-issue-dialog').then((m) => ({ default: m.LineIssueDialog })))

export function QuickControlsPanel({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [reporting, setReporting] = useState(false)
  const reportLoaded = useOpenedOnce(reporting)
  const running = line.status === 'running'
  const held = line.status === 'awaiting_clearance'
  const role = useSession().user?.role.name ?? ''
  // Hidden, not just refused later: the server turns these away for read-only and IT roles (shared/roles.ts).
  const mayChangeStatus = can.setLineStatus(role)
  const mayReport = can.createTicket(role)

  const change = async (status: LineStatus) => {
    setBusy(true)
    try {
      const entry = await setLineStatus(line.id, status, status === 'maintenance' ? FAULT_TEXT.maintenance : null)
      void announceWrite(entry, {
        title: t('lineDashboard.toast.statusTitle'),
        message: t('lineDashboard.toast.statusMessage', { status: t(`lineDashboard.statusWord.${status}`) }),
      })
    } catch {
      toast.error(t('lineDashboard.toast.statusFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Panel title={t('lineDashboard.panels.controls')}>
      <Stack gap="sm">
        {/* A held line cannot run until hygiene clears it (issue 29): say what is needed instead of Start Line. */}
        {held && <HeldLineNotice line={line} />}
        {mayChangeStatus && (
          <>
            {!held && (
              <Button
                size="lg"
                color={running ? 'red' : 'green'}
                disabled={busy}
                onClick={() => void change(running ? 'stopped' : 'running')}
              >
                {running ? t('lineDashboard.controls.stop') : t('lineDashboard.controls.start')}
              </Button>
            )}
            <Button size="lg" color="orange" disabled={busy} onClick={() => void change('maintenance')}>
              {t('lineDashboard.controls.maintenance')}
            </Button>
          </>
        )}
        {mayReport && (
          <Button size="lg" variant="outline" color="red" onClick={() => setReporting(true)}>
            {t('lineDashboard.controls.reportIssue')}
          </Button>
        )}
        {!mayChangeStatus && !mayReport && !held && <Text size="sm">{t('honest.readOnly')}</Text>}
      </Stack>
      <Suspense fallback={null}>
        {reportLoaded && <LineIssueDialog line={line} opened={reporting} onClose={() => setReporting(false)} />}
      </Suspense>
    </Panel>
  )
}
