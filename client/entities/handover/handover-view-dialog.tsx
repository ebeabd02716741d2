// A handover to read and acknowledge, in its dialog, loaded on demand with the dialog's code.
import { useTranslation } from 'react-i18next'
import type { ShiftHandover } from '../../../shared/handover/types'
import { HandoverDialogFrame, type HandoverDialogProps } from './handover-dialog-frame'
import { HandoverView } from './handover-view'

export default function HandoverViewDialog({
  handover,
  opened,
  onClose,
}: HandoverDialogProps & { handover: ShiftHandover }) {
  const { t } = useTranslation()
  return (
    <HandoverDialogFrame title={t('handover.title')} opened={opened} onClose={onClose}>
      <HandoverView handover={handover} onAcknowledged={onClose} />
    </HandoverDialogFrame>
  )
}
