// The dialog frame the handover's form and view share: a large modal, its title, a close button with a name.
import { Modal } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface HandoverDialogProps {
  opened: boolean
  onClose: () => void
}

export function HandoverDialogFrame({
  title,
  opened,
  onClose,
  children,
}: HandoverDialogProps & { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children}
    </Modal>
  )
}
