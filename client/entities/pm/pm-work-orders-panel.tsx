// Planned maintenance in the engineers' views (queue, board, phone, My Tickets): open work orders of the user's
// skill with their due date, overdue ones flagged; each opens its procedure.
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { isoDay } from '../../../shared/pm/due-dates'
import { canViewPm } from '../../../shared/pm/permissions'
import { isAdminRole } from '../../../shared/roles'
import { useSession } from '../session/session-context'
import type { PmWorkOrder } from '../../../shared/pm/types'
import { useOpenWorkOrders } from './pm-due'

const ENGINEERING = ['engineering']
const IT = ['it']
const ALL = ['engineering', 'it']

/** The open work orders the signed-in user's panel lists, due first; undefined while the cache is read. */
export function usePanelWorkOrders(): PmWorkOrder[] | undefined {
  const { user } = useSession()
  const role = user?.role.name ?? ''
  return useOpenWorkOrders(isAdminRole(role) ? ALL : role === 'it' ? IT : ENGINEERING)
}

export function PmWorkOrdersPanel({ limit = 5 }: { limit?: number }) {
  return <PmWorkOrdersList orders={usePanelWorkOrders()} limit={limit} />
}

/**
 * The panel for work orders its screen has read (`usePanelWorkOrders`): a screen that shows it together with what
 * lies below, once both are read, does not push that down when the panel appears (docs/decisions/250).
 */
export function PmWorkOrdersList({ orders, limit = 5 }: { orders: PmWorkOrder[] | undefined; limit?: number }) {
  const { t } = useTranslation()
  const { user } = useSession()
  const role = user?.role.name ?? ''
  if (!canViewPm(role) || !orders || orders.length === 0) return null
  const today = isoDay(new Date())
  return (
    <Card withBorder padding="md" aria-labelledby="pm-panel-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="pm-panel-title">
          {t('pmDue.panelTitle')}
        </Title>
        <Anchor component={Link} to="/planned-maintenance">
          {t('pmDue.all', { count: orders.length })}
        </Anchor>
      </Group>
      <Stack gap={6}>
        {orders.slice(0, limit).map((w) => (
          <Group key={w.id} justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={`/planned-maintenance/work-order/${w.id}`} size="sm">
              {w.title}
            </Anchor>
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{t('pmDue.dueOn', { date: w.dueAt })}</Text>
              {w.dueAt < today && <Badge color="red.8">{t('pmDue.overdueFlag')}</Badge>}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}
