// 'Archive Old Tickets' (spec §2, §8): admins archive finished tickets older than three months, after a
// confirmation; toasts per the error catalogue.
import { Button } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { toast } from '../../lib/toast'
import { archiveOldTickets } from './reports-api'
import { archiveCutoff } from './report-range'

const ArchiveConfirmDialog = lazy(() =>
  import('./archive-confirm-dialog').then((m) => ({ default: m.ArchiveConfirmDialog })),
)

export function ArchiveTicketsButton({ disabled, onArchived }: { disabled: boolean; onArchived: () => void }) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const [busy, setBusy] = useState(false)
  const cutoff = archiveCutoff()
  const loaded = useOpenedOnce(opened)

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
      {loaded && (
        <Suspense fallback={null}>
          <ArchiveConfirmDialog
            opened={opened}
            busy={busy}
            cutoff={cutoff}
            onClose={() => setOpened(false)}
            onConfirm={() => void archive()}
          />
        </Suspense>
      )}
    </>
  )
}
