// State and submit rule of the Report Production Issue dialog (spec §2, §5, §8).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Priority, TicketType } from '../../../shared/constants'
import { lineDisplayName } from '../../../shared/lines'
import { prefixDescription } from '../../../shared/tickets'
import type { ProductionLine } from '../../../shared/types'
import { createTicket } from '../../data/commands'
import { ticketCreateInput } from '../../../shared/schemas/tickets'
import { formErrors } from '../../lib/form-errors'
import { toast } from '../../lib/toast'
import { announceWrite } from '../write-outcome/announce-write'
import type { IssueCategory } from './issue-presets'

export interface IssueDraft {
  lineId: string
  otherLocation: string
  issueType: TicketType
  category: IssueCategory | ''
  priority: Priority | ''
  description: string
  /** Product id as text; '' for none (decision 125). */
  productId: string
}

export const emptyDraft = (lineId?: number | null): IssueDraft => ({
  lineId: lineId ? String(lineId) : '',
  otherLocation: '',
  issueType: 'it',
  category: '',
  priority: '',
  description: '',
  productId: '',
})

/** A report the server refused, reopened from "Not sent": its fields and how the fixed ticket is queued. */
export interface RefusedReport {
  draft: IssueDraft
  queue: (payload: TicketPayload) => Promise<boolean>
}

export interface TicketPayload {
  lineId: number | null
  lineName: string
  otherLocation: string | null
  productId: number | null
  category: string
  priority: Priority
  description: string
  ticketType: TicketType
  status: 'open'
}

interface Options {
  lines: readonly ProductionLine[]
  defaultLineId?: number | null
  refused?: RefusedReport
  onRemember: (text: string) => void
  onDone: () => void
}

export function useReportIssueForm({ lines, defaultLineId, refused, onRemember, onDone }: Options) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState(() => refused?.draft ?? emptyDraft(defaultLineId))
  const [saving, setSaving] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const update = (patch: Partial<IssueDraft>) => {
    // Another line runs other products: a product picked for the old line does not carry over.
    setDraft((d) => ({
      ...d,
      ...(patch.lineId !== undefined && patch.lineId !== d.lineId ? { productId: '' } : {}),
      ...patch,
    }))
    setErrors({})
  }
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
    const payload: TicketPayload = {
      // A non-blank Other Location replaces the line: the ticket is about that place, not the line.
      lineId: otherLocation ? null : lineId,
      lineName: line ? lineDisplayName(line) : `Line ${lineId}`,
      otherLocation: otherLocation || null,
      productId: draft.productId ? Number(draft.productId) : null,
      category: draft.category,
      priority: draft.priority,
      description: prefixDescription(draft.issueType, description),
      ticketType: draft.issueType,
      status: 'open',
    }
    // The server's schema judges the text as sent, prefix included: 3,996 characters + "[IT] " is too long.
    const found = formErrors(ticketCreateInput, payload, t)
    if (found.description) {
      const room = 4000 - (payload.description.length - description.length)
      found.description = t('honest.validation.tooLongAfterPrefix', { max: room })
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    if (refused) {
      const queued = await refused.queue(payload)
      setSaving(false)
      if (queued) onDone()
      return
    }
    try {
      const id = await createTicket(payload)
      if (description) onRemember(description)
      void announceWrite(id, { title: t('issues.toast.submittedTitle'), message: t('issues.toast.submittedMessage') })
      reset()
      onDone()
    } catch {
      toast.error(t('issues.toast.errorTitle'), t('issues.toast.errorMessage'))
    } finally {
      setSaving(false)
    }
  }

  return { draft, update, reset, submit, saving, errors }
}
