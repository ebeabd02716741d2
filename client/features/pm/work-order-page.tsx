// One work order (/planned-maintenance/work-order/:workOrderId): its procedure filled step by step (kept on the
// device, offline too), then signed in one outbox entry; once signed, the answers are shown frozen.
import { Alert, Anchor, Badge, Container, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { canWorkOn } from '../../../shared/pm/permissions'
import { todayIso, usePlant, usePmRole, useWorkOrder } from './use-pm'
import { WorkOrderStatus } from './work-order-status'

// The procedure's fields and the signed answers load with the screen's data, after its first paint.
const FrozenAnswers = lazy(() => import('./frozen-answers').then((m) => ({ default: m.FrozenAnswers })))
const ProcedureForm = lazy(() => import('./procedure-form').then((m) => ({ default: m.ProcedureForm })))
const WorkOrderActions = lazy(() => import('./work-order-actions').then((m) => ({ default: m.WorkOrderActions })))

export function WorkOrderPage() {
  const { t } = useTranslation()
  const { workOrderId } = useParams()
  const order = useWorkOrder(workOrderId)
  const plant = usePlant()
  const { role, canView } = usePmRole()
  if (order === undefined) return null
  const back = (
    <Anchor component={Link} to="/planned-maintenance">
      {t('pm.order.back')}
    </Anchor>
  )
  if (!canView || order === null)
    return (
      <Container size="sm" py="lg">
        <Stack>
          <Title order={1} size="h2">
            {t('pm.order.notFoundTitle')}
          </Title>
          <Alert color="orange">{t('pm.order.notFound')}</Alert>
          {back}
        </Stack>
      </Container>
    )
  const mayWork = canWorkOn(role, order.skill)
  const lineName = order.lineId === null ? null : plant?.lineName.get(order.lineId)
  const machineName = order.machineId ? plant?.machineName.get(order.machineId) : null
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        {back}
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={1} size="h2">
              {order.title}
            </Title>
            <Text c="gray.7">{[lineName, machineName].filter(Boolean).join(' · ')}</Text>
          </Stack>
          <WorkOrderStatus order={order} today={todayIso()} />
        </Group>
        <Group gap="lg">
          <Text>{t('pm.order.due', { date: order.dueAt })}</Text>
          <Text>{t('pm.order.estimate', { count: order.estimatedMinutes })}</Text>
          {order.kind === 'repair' && <Badge color="orange.9">{t('pm.workOrders.permanentRepair')}</Badge>}
        </Group>
        {order.rescheduledFrom && (
          <Text size="sm" c="gray.7">
            {t('pm.order.rescheduled', { from: order.rescheduledFrom, reason: order.rescheduleReason ?? '' })}
          </Text>
        )}
        {order.status === 'skipped' && (
          <Alert color="gray" title={t('pm.order.skippedTitle')}>
            {order.skipReason}
          </Alert>
        )}
        {order.status === 'open' && !mayWork && <Alert color="orange">{t('pm.order.notYours')}</Alert>}
        <Suspense fallback={<Loader aria-label={t('pm.loading')} />}>
          {order.status === 'done' && <FrozenAnswers order={order} />}
          {order.status === 'open' && mayWork && (
            <>
              <ProcedureForm order={order} />
              <WorkOrderActions order={order} />
            </>
          )}
        </Suspense>
      </Stack>
    </Container>
  )
}
