// State and submit rule of the Report Production Issue dialog (spec §2, §5, §8).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Priority, TicketType } from '../../../shared/constants'
import { lineDisplayName } from '../../../shared/lines'
import { prefixDescription } from '../../../shared/tickets'
import type { ProductionLine } from '../../../shared/types'
import { createTicket } from '../../data/commands'
import { toast } from '../../lib/toast'
import { vibrateSuccess } from '../../lib/vibrate'
import type { IssueCategory } from './issue-presets'

export interface IssueDraft {
  lineId: string
  otherLocation: string
  issueType: TicketType
  category: IssueCategory | ''
  priority: Priority | ''
  description: string
}

export const emptyDraft = (lineId?: number | null): IssueDraft => ({
  lineId: lineId ? String(lineId) : '',
  otherLocation: '',
  issueType: 'it',
  category: '',
  priority: '',
  description: '',
})

interface Options {
  lines: readonly ProductionLine[]
  defaultLineId?: number | null
  onRemember: (text: string) => void
  onDone: () => void
}

export function useReportIssueForm({ lines, defaultLineId, onRemember, onDone }: Options) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(() => emptyDraft(defaultLineId))
  const [saving, setSaving] = useState(false)
  const update = (patch: Partial<IssueDraft>) => setDraft((d) => ({ ...d, ...patch }))
  const reset = () => setDraft(emptyDraft(defaultLineId))

  const submit = async () => {
    const lineId = Number(draft.lineId)
    if (!draft.lineId || !draft.category || !draft.priority) {
      toast.error(t('issues.toast.missingTitle'), t('issues.toast.missingMessage'))
      return
    }
    const line = lines.find((l) => l.id === lineId)
    const otherLocation = draft.otherLocation.trim()
    const description = draft.description.trim()
    setSaving(true)
    try {
      await createTicket({
        // A non-blank Other Location replaces the line: the ticket is about that place, not the line.
        lineId: otherLocation ? null : lineId,
        lineName: line ? lineDisplayName(line) : `Line ${lineId}`,
        otherLocation: otherLocation || null,
        category: draft.category,
        priority: draft.priority,
        description: prefixDescription(draft.issueType, description),
        ticketType: draft.issueType,
        status: 'open',
      })
      if (description) onRemember(description)
      toast.success(t('issues.toast.submittedTitle'), t('issues.toast.submittedMessage'))
      vibrateSuccess()
      reset()
      onDone()
    } catch {
      toast.error(t('issues.toast.errorTitle'), t('issues.toast.errorMessage'))
    } finally {
      setSaving(false)
    }
  }

  return { draft, update, reset, submit, saving }
}
