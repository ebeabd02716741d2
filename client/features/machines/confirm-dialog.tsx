// A yes/no question in a modal: the status-change confirmation and the delete question.
import { Button, Group, Modal, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormOpen } from '../../lib/open-forms'

interface ConfirmDialogProps {
  opened: boolean
  title: string
  message: string
  confirmLabel: string
  /** Red for destructive questions (delete). */
  danger?: boolean
  onConfirm: () => void
  onClose: () => void
}

export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  useFormOpen(opened)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('machines.cancel')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={() => {
            onConfirm()
            onClose()
          }}
          data-autofocus={danger ? undefined : true}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
