// 'Archive Old Tickets' (spec §2, §8): admins archive finished tickets older than three months, after a
// confirmation; toasts per the error catalogue.
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../i18n/format'
import { toast } from '../../lib/toast'
import { archiveOldTickets } from './reports-api'
import { archiveCutoff } from './report-range'

export function ArchiveTicketsButton({ disabled, onArchived }: { disabled: boolean; onArchived: () => void }) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [busy, setBusy] = useState(false)
  const cutoff = archiveCutoff()

  const archive = async () => {
    setBusy(true)
    try {
      const { count } = await archiveOldTickets(cutoff)
      toast.success(t('reports.toast.archivedTitle'), t('reports.toast.archivedText', { count }))
      onArchived()
    } catch {
      toast.error(t('reports.toast.error'), t('reports.toast.archiveFailed'))
    } finally {
      setBusy(false)
      setOpened(false)
    }
  }

  return (
    <>
      <Button variant="outline" color="red.9" onClick={() => setOpened(true)} disabled={disabled}>
        {t('reports.archive.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('reports.archive.confirmTitle')}>
        <Stack>
          <Text>{t('reports.archive.confirmText', { date: formatDate(cutoff) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('reports.archive.cancel')}
            </Button>
            <Button color="red.9" loading={busy} onClick={() => void archive()}>
              {t('reports.archive.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
