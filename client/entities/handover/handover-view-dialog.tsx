// A handover to read and acknowledge, in its dialog, loaded on demand with the dialog's code.
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ShiftHandover } from '../../../shared/handover/types'
import { HandoverView } from './handover-view'

export default function HandoverViewDialog({
  handover,
  opened,
  onClose,
}: {
  handover: ShiftHandover
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('handover.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <HandoverView handover={handover} onAcknowledged={onClose} />
    </Modal>
  )
}
