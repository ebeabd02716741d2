// The handover form in its dialog, loaded on demand with the dialog's code (the tablet's first JavaScript stays
// small).
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { HandoverForm } from './handover-form'

export default function HandoverFormDialog({
  line,
  opened,
  onClose,
}: {
  line: ProductionLine
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('handover.form.title', { name: lineDisplayName(line) })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <HandoverForm line={line} onSigned={onClose} />
    </Modal>
  )
}
