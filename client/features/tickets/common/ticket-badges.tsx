// Status, engineer-status and priority badges. Colours per spec §4 (open blue, assigned purple, in_progress
// yellow, resolved green, closed grey); shades chosen so the text keeps 4.5:1 contrast (the engineer status is a dot badge with dark text).
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { EngineerStatus, Priority, TicketStatus } from '../../../../shared/constants'

export const STATUS_COLOURS: Record<TicketStatus, string> = {
  open: 'blue',
  assigned: 'violet',
  in_progress: 'yellow',
  review: 'orange',
  resolved: 'green',
  closed: 'gray',
}

const ENGINEER_STATUS_COLOURS: Record<EngineerStatus, string> = {
  assigned: 'violet',
  accepted: 'indigo',
  in_progress: 'yellow',
  completed: 'green',
}

const PRIORITY_COLOURS: Record<Priority, string> = { low: 'gray', medium: 'blue', high: 'orange', critical: 'red.9' }

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation()
  return (
    <Badge color={STATUS_COLOURS[status] ?? 'gray'} autoContrast data-status={status}>
      {t(`tickets.status.${status}`)}
    </Badge>
  )
}

export function EngineerStatusBadge({ status }: { status: EngineerStatus | null }) {
  const { t } = useTranslation()
  if (!status) return null
  return (
    <Badge color={ENGINEER_STATUS_COLOURS[status] ?? 'gray'} variant="dot">
      {t(`tickets.engineerStatus.${status}`)}
    </Badge>
  )
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { t } = useTranslation()
  return (
    <Badge color={PRIORITY_COLOURS[priority] ?? 'gray'} autoContrast>
      {t(`tickets.priority.${priority}`)}
    </Badge>
  )
}
