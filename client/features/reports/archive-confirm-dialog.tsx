// The confirmation before archiving (loaded when first opened, to keep /reports' first JavaScript small).
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/format'

interface ArchiveConfirmDialogProps {
  opened: boolean
  busy: boolean
  cutoff: string
  onClose: () => void
  onConfirm: () => void
}

export function ArchiveConfirmDialog({ opened, busy, cutoff, onClose, onConfirm }: ArchiveConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={t('reports.archive.confirmTitle')}>
      <Stack>
        <Text>{t('reports.archive.confirmText', { date: formatDate(cutoff) })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reports.archive.cancel')}
          </Button>
          <Button color="red.9" loading={busy} onClick={onConfirm}>
            {t('reports.archive.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
