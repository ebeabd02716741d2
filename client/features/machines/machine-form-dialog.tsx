// The Add/Edit Machine dialog (spec §2): "Add Machine to {line}" or "Edit Machine".
import { Modal } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Machine } from '../../../shared/types'
import { useFormOpen } from '../../lib/open-forms'
import { MachineFormBody, type RefusedMachineChange } from './machine-form-body'

interface MachineFormDialogProps {
  opened: boolean
  lineId: number
  lineName: string
  machine?: Machine
  refused?: RefusedMachineChange
  onClose: () => void
}

export function MachineFormDialog({ opened, lineId, lineName, machine, refused, onClose }: MachineFormDialogProps) {
  const { t } = useTranslation()
  useFormOpen(opened)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={machine ? t('machines.form.editTitle') : t('machines.form.addTitle', { line: lineName })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && (
        <MachineFormBody
          key={machine?.id ?? 'new'}
          lineId={lineId}
          machine={machine}
          refused={refused}
          onClose={onClose}
        />
      )}
    </Modal>
  )
}
