// The scan flow on screen: camera (or the test dialog's simulated scan), then the ticket form or the
// reason there is none. Used by both dialogs and the /qr-scanner page.
import { Alert, Button, Loader, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CameraScanner } from './camera-scanner'
import { ScanTicketForm } from './scan-ticket-form'
import { SimulatedScan } from './simulated-scan'
import { useScanFlow } from './use-scan-flow'

interface ScanPanelProps {
  source: 'camera' | 'simulated'
  /** The line the scan was started from, if any (its scheduled products are offered first). */
  lineId?: number | null
  /** After a ticket was created. */
  onDone: () => void
}

export function ScanPanel({ source, lineId, onDone }: ScanPanelProps) {
  const { t } = useTranslation()
  const { phase, handleText, cameraFailed, restart } = useScanFlow()
  const again = (
    <Button variant="default" onClick={restart}>
      {t('scanner.scanAgain')}
    </Button>
  )
  switch (phase.kind) {
    case 'scanning':
      return source === 'camera' ? (
        <CameraScanner onDecoded={(text) => void handleText(text)} onCameraError={cameraFailed} />
      ) : (
        <SimulatedScan onScan={(text) => void handleText(text)} />
      )
    case 'looking':
      return <Loader aria-label={t('scanner.lookingUp')} />
    case 'found':
      return <ScanTicketForm equipment={phase.equipment} lineId={lineId} onScanAgain={restart} onCreated={onDone} />
    case 'notFound':
      return (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" title={t('scanner.notFoundTitle')} w="100%">
            <Text size="sm">{t('scanner.notFoundMessage', { id: phase.equipmentId })}</Text>
          </Alert>
          {again}
        </Stack>
      )
    case 'invalid':
      return (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" title={t('scanner.toast.invalidTitle')} w="100%">
            <Text size="sm">{t('scanner.toast.invalidMessage')}</Text>
          </Alert>
          {again}
        </Stack>
      )
    case 'error':
      return (
        <Stack gap="sm" align="flex-start">
          <Text>{t('scanner.errorHint')}</Text>
          {again}
        </Stack>
      )
  }
}
