// The handover form in its dialog, loaded on demand with the dialog's code (the tablet's first JavaScript stays
// small).
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { HandoverDialogFrame, type HandoverDialogProps } from './handover-dialog-frame'
import { HandoverForm } from './handover-form'

export default function HandoverFormDialog({ line, opened, onClose }: HandoverDialogProps & { line: ProductionLine }) {
  const { t } = useTranslation()
  return (
    <HandoverDialogFrame
      title={t('handover.form.title', { name: lineDisplayName(line) })}
      opened={opened}
      onClose={onClose}
    >
      <HandoverForm line={line} onSigned={onClose} />
    </HandoverDialogFrame>
  )
}
