// Scan to Log Ticket: the camera reads an equipment QR code, then the ticket form (spec §2).
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormOpen } from '../../lib/open-forms'
import { ScanPanel } from './scan-panel'

export function ScanTicketDialog({
  opened,
  onClose,
  lineId,
}: {
  opened: boolean
  onClose: () => void
  lineId?: number | null
}) {
  const { t } = useTranslation()
  useFormOpen(opened)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('scanner.scanDialogTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ScanPanel source="camera" lineId={lineId} onDone={onClose} />}
    </Modal>
  )
}
