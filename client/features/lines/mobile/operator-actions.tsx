// The five big buttons of mobile step 2: SCAN TO LOG TICKET, TEST QR SCANNER, REPORT ISSUE, LINE OK,
// MAINTENANCE (spec §2). The dialogs come from the issues and scanner features.
import { Button, SimpleGrid, Text } from '@mantine/core'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { can } from '../../../../shared/roles'
import type { ProductionLine } from '../../../../shared/types'
import { HeldLineNotice } from '../../../entities/hygiene/held-line-notice'
import { useSession } from '../../../entities/session/session-context'
import { useLineStatusActions } from './use-line-status-actions'
import { useOpenedOnce } from '../../../lib/use-opened-once'

// The dialogs load when first opened, keeping the modal and scan code out of the screen's first bundle.
const ScanTicketDialog = lazy(() =>
  import('../../../entities/scanner/scan-ticket-dialog').then((m) => ({ default: m.ScanTicketDialog })),
)
const QrTestDialog = lazy(() =>
  import('../../../entities/scanner/qr-test-dialog').then((m) => ({ default: m.QrTestDialog })),
)
const ReportIssueDialog = lazy(() =>
  import('../../../entities/issue-report/report-issue-dialog').then((m) => ({ default: m.ReportIssueDialog })),
)

type Dialog = 'scan' | 'test' | 'report' | null

export function OperatorActions({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<Dialog>(null)
  // A press while the last one is still being saved is ignored. A ref, not state: the buttons are not drawn again
  // (disabled, then enabled) around every press: two renders and restyles fewer per change (decision 256).
  const busy = useRef(false)
  const { markOk, setMaintenance } = useLineStatusActions(line)
  const scanLoaded = useOpenedOnce(dialog === 'scan')
  const testLoaded = useOpenedOnce(dialog === 'test')
  const reportLoaded = useOpenedOnce(dialog === 'report')
  const run = (action: () => Promise<void>) => async () => {
    if (busy.current) return
    busy.current = true
    try {
      await action()
    } finally {
      busy.current = false
    }
  }
  const close = () => setDialog(null)
  const role = useSession().user?.role.name ?? ''
  // What the server would refuse is not offered (shared/roles.ts): read-only viewers and IT see no status buttons.
  const mayReport = can.createTicket(role)
  const mayChangeStatus = can.setLineStatus(role)
  // A held line cannot run until hygiene clears it (issue 29): the notice says what is needed instead of LINE OK.
  const held = line.status === 'awaiting_clearance'
  return (
    <>
      {held && <HeldLineNotice line={line} />}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {mayReport && (
          <Button size="lg" onClick={() => setDialog('scan')}>
            {t('mobileOperator.actions.scan')}
          </Button>
        )}
        <Button size="lg" variant="outline" onClick={() => setDialog('test')}>
          {t('mobileOperator.actions.testScanner')}
        </Button>
        {mayReport && (
          <Button size="lg" color="red" onClick={() => setDialog('report')}>
            {t('mobileOperator.actions.reportIssue')}
          </Button>
        )}
        {mayChangeStatus && !held && (
          <Button size="lg" color="green" onClick={run(markOk)}>
            {t('mobileOperator.actions.lineOk')}
          </Button>
        )}
        {mayChangeStatus && (
          <Button size="lg" color="orange" onClick={run(setMaintenance)}>
            {t('mobileOperator.actions.maintenance')}
          </Button>
        )}
      </SimpleGrid>
      {!mayChangeStatus && <Text size="sm">{t('honest.noStatusChange')}</Text>}
      <Suspense fallback={null}>
        {scanLoaded && <ScanTicketDialog opened={dialog === 'scan'} onClose={close} lineId={line.id} />}
        {testLoaded && <QrTestDialog opened={dialog === 'test'} onClose={close} lineId={line.id} />}
        {reportLoaded && <ReportIssueDialog opened={dialog === 'report'} onClose={close} defaultLineId={line.id} />}
      </Suspense>
    </>
  )
}
