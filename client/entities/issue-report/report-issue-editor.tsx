// A refused Report Issue reopened from "Not sent" in the Report Production Issue dialog, prefilled from the
// queued change (the "[IT] " / "[ENGINEERING] " label taken off again); saving queues the fixed ticket.
import { ISSUE_CATEGORIES, PRIORITIES, TICKET_TYPES } from '../../../shared/constants'
import type { NotSentEditorProps } from '../../sync/not-sent-editors'
import { ReportIssueDialog } from './report-issue-dialog'
import type { IssueDraft } from './use-report-issue-form'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

export function issueDraftFrom(args: Record<string, unknown>): IssueDraft {
  const issueType = TICKET_TYPES.find((x) => x === args.ticketType) ?? 'it'
  return {
    lineId: typeof args.lineId === 'number' ? String(args.lineId) : '',
    otherLocation: text(args.otherLocation),
    issueType,
    category: ISSUE_CATEGORIES.find((c) => c === args.category) ?? '',
    priority: PRIORITIES.find((p) => p === args.priority) ?? '',
    description: text(args.description).replace(/^\[(IT|ENGINEERING)\] /, ''),
    productId: typeof args.productId === 'number' ? String(args.productId) : '',
  }
}

export function ReportIssueEditor({ args, onSave, onClose }: NotSentEditorProps) {
  const refused = { draft: issueDraftFrom(args), queue: (payload: object) => onSave({ ...args, ...payload }) }
  return <ReportIssueDialog opened refused={refused} onClose={onClose} />
}
