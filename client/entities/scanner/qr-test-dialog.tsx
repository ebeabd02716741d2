// QR Scanner Test: a simulated scan through the same flow as the camera (spec §2).
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormOpen } from '../../lib/open-forms'
import { ScanPanel } from './scan-panel'

export function QrTestDialog({
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
      title={t('scanner.testDialogTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ScanPanel source="simulated" lineId={lineId} onDone={onClose} />}
    </Modal>
  )
}
