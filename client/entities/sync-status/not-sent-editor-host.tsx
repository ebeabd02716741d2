// Opens a refused change's own dialog over the sync panel. Saving queues the fixed change as a new outbox
// entry in place of the refused one (which leaves "Not sent") and tells honestly whether the server took it.
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { RejectedEntry } from '../../data/db'
import { resend } from '../../data/outbox'
import { announceWrite } from '../write-outcome/announce-write'
import { renderNotSentEditor } from '../../sync/not-sent-editors'

export function NotSentEditorHost({ entry, onDone }: { entry: RejectedEntry; onDone: () => void }) {
  const { t } = useTranslation()
  const args = (entry.args ?? {}) as Record<string, unknown>
  const save = async (fixed: Record<string, unknown>) => {
    const queued = await resend(entry.mutationId, fixed)
    if (!queued) return false
    onDone()
    void announceWrite(queued, { title: t('honest.notSent.resentTitle') })
    return true
  }
  return <Suspense fallback={null}>{renderNotSentEditor(entry.name, { args, onSave: save, onClose: onDone })}</Suspense>
}
