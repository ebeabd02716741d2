// A work order's state as a badge: Overdue (red) once its due day has passed, else Open, Done or Skipped.
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isOverdue } from '../../../shared/pm/due-dates'
import type { PmWorkOrder } from '../../../shared/pm/types'

export function WorkOrderStatus({ order, today }: { order: PmWorkOrder; today: string }) {
  const { t } = useTranslation()
  if (isOverdue(order, today)) return <Badge color="red.8">{t('pm.status.overdue')}</Badge>
  const color = order.status === 'open' ? 'blue.8' : order.status === 'done' ? 'green.9' : 'gray.7'
  return <Badge color={color}>{t(`pm.status.${order.status}`)}</Badge>
}
