// The work orders on this device: due date, line, machine, status, an Overdue flag; each opens its procedure.
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { isOverdue } from '../../../shared/pm/due-dates'
import type { PmWorkOrder } from '../../../shared/pm/types'
import { todayIso, usePlant, usePmWorkOrders } from './use-pm'
import { WorkOrderStatus } from './work-order-status'

type Filter = 'open' | 'overdue' | 'done' | 'all'

function matches(w: PmWorkOrder, filter: Filter, today: string): boolean {
  if (filter === 'all') return true
  if (filter === 'overdue') return isOverdue(w, today)
  if (filter === 'done') return w.status !== 'open'
  return w.status === 'open'
}

export function WorkOrderTable() {
  const { t } = useTranslation()
  const orders = usePmWorkOrders()
  const plant = usePlant()
  const [filter, setFilter] = useState<Filter>('open')
  const today = todayIso()
  const rows = (orders ?? []).filter((w) => matches(w, filter, today))
  return (
    <>
      <Group gap="xs" mb="md" role="group" aria-label={t('pm.workOrders.filter')}>
        {(['open', 'overdue', 'done', 'all'] as const).map((v) => (
          <Button
            key={v}
            size="xs"
            variant={filter === v ? 'filled' : 'default'}
            aria-pressed={filter === v}
            onClick={() => setFilter(v)}
          >
            {t(`pm.workOrders.${v}`)}
          </Button>
        ))}
      </Group>
      {rows.length === 0 ? (
        <Text c="gray.7">{t('pm.workOrders.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pm.workOrders.title')}</Table.Th>
                <Table.Th>{t('pm.workOrders.line')}</Table.Th>
                <Table.Th>{t('pm.workOrders.due')}</Table.Th>
                <Table.Th>{t('pm.workOrders.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/planned-maintenance/work-order/${w.id}`}>
                      {w.title}
                    </Anchor>
                    {w.kind === 'repair' && (
                      <Badge ml="xs" color="orange.9" variant="light">
                        {t('pm.workOrders.permanentRepair')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Text size="sm">{w.lineId === null ? '—' : (plant?.lineName.get(w.lineId) ?? w.lineId)}</Text>
                      {w.machineId && (
                        <Text size="sm" c="gray.7">
                          · {plant?.machineName.get(w.machineId) ?? ''}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{w.dueAt}</Table.Td>
                  <Table.Td>
                    <WorkOrderStatus order={w} today={today} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  )
}
