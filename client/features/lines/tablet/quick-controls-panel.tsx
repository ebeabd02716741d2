// Quick Controls (spec §2, §4): Stop Line when running, else Start Line; Maintenance Mode; Report Issue.
import { Button, Stack } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FAULT_TEXT, type LineStatus } from '../../../../shared/constants'
import type { ProductionLine } from '../../../../shared/types'
import { setLineStatus } from '../../../data/commands'
import { toast } from '../../../lib/toast'
import { vibrateSuccess } from '../../../lib/vibrate'
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

  const change = async (status: LineStatus) => {
    setBusy(true)
    try {
      await setLineStatus(line.id, status, status === 'maintenance' ? FAULT_TEXT.maintenance : null)
      toast.success(t('lineDashboard.toast.statusTitle'), t('lineDashboard.toast.statusMessage', { status: t(`lineDashboard.statusWord.${status}`) }))
      vibrateSuccess()
    } catch {
      toast.error(t('lineDashboard.toast.statusFailed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Panel title={t('lineDashboard.panels.controls')}>
      <Stack gap="sm">
        <Button size="lg" color={running ? 'red' : 'green'} disabled={busy} onClick={() => void change(running ? 'stopped' : 'running')}>
          {running ? t('lineDashboard.controls.stop') : t('lineDashboard.controls.start')}
        </Button>
        <Button size="lg" color="orange" disabled={busy} onClick={() => void change('maintenance')}>
          {t('lineDashboard.controls.maintenance')}
        </Button>
        <Button size="lg" variant="outline" color="red" onClick={() => setReporting(true)}>
          {t('lineDashboard.controls.reportIssue')}
        </Button>
      </Stack>
      <Suspense fallback={null}>{reportLoaded && <LineIssueDialog line={line} opened={reporting} onClose={() => setReporting(false)} />}</Suspense>
    </Panel>
  )
}
