// What is due, by line and day, for a week or a month, for one unit or all; overdue work orders in red.
import { Badge, Button, Group, SegmentedControl, Select, Table, Text, Tooltip } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isOverdue } from '../../../shared/pm/due-dates'
import type { PmWorkOrder } from '../../../shared/pm/types'
import type { ProductionLine } from '../../../shared/types'
import { calendarDays, cellsOf, shiftAnchor, type CalendarSpan } from './calendar-grid'
import { todayIso, usePlant, usePmWorkOrders } from './use-pm'

export interface CalendarViewProps {
  orders: readonly PmWorkOrder[]
  lines: readonly ProductionLine[]
  span: CalendarSpan
  anchor: string
  today: string
}

/** The grid alone (the benchmark renders it with 2,000 work orders). */
export function CalendarView({ orders, lines, span, anchor, today }: CalendarViewProps) {
  const { t } = useTranslation()
  const days = useMemo(() => calendarDays(anchor, span), [anchor, span])
  const cells = useMemo(() => cellsOf(orders, days), [orders, days])
  return (
    <Table.ScrollContainer minWidth={span === 'week' ? 720 : 1400}>
      <Table withColumnBorders aria-label={t('pm.calendar.gridLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pm.calendar.line')}</Table.Th>
            {days.map((d) => (
              <Table.Th key={d} style={{ whiteSpace: 'nowrap' }}>
                {span === 'week' ? d : d.slice(8)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                {l.name}
              </Table.Th>
              {days.map((d) => {
                const list = cells.get(`${l.id}|${d}`)
                if (!list) return <Table.Td key={d} />
                const late = list.some((w) => isOverdue(w, today))
                const done = list.every((w) => w.status === 'done')
                return (
                  <Table.Td key={d}>
                    <Tooltip label={list.map((w) => w.title).join(', ')}>
                      <Badge color={late ? 'red.8' : done ? 'green.9' : 'blue.8'} tabIndex={0}>
                        {list.length}
                      </Badge>
                    </Tooltip>
                  </Table.Td>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

export function PmCalendar() {
  const { t } = useTranslation()
  const orders = usePmWorkOrders()
  const plant = usePlant()
  const today = todayIso()
  const [span, setSpan] = useState<CalendarSpan>('week')
  const [anchor, setAnchor] = useState(today)
  const [unit, setUnit] = useState<string | null>(null)
  const units = [...new Set((plant?.lines ?? []).map((l) => l.unitCode).filter((u): u is string => !!u))].sort()
  const lines = (plant?.lines ?? []).filter((l) => !unit || l.unitCode === unit)
  const days = calendarDays(anchor, span)
  return (
    <>
      <Group mb="md" wrap="wrap">
        <SegmentedControl
          value={span}
          onChange={(v) => setSpan(v as CalendarSpan)}
          aria-label={t('pm.calendar.span')}
          data={[
            { value: 'week', label: t('pm.calendar.week') },
            { value: 'month', label: t('pm.calendar.month') },
          ]}
        />
        <Button variant="default" onClick={() => setAnchor(shiftAnchor(anchor, span, -1))}>
          {t('pm.calendar.previous')}
        </Button>
        <Button variant="default" onClick={() => setAnchor(today)}>
          {t('pm.calendar.today')}
        </Button>
        <Button variant="default" onClick={() => setAnchor(shiftAnchor(anchor, span, 1))}>
          {t('pm.calendar.next')}
        </Button>
        <Select
          aria-label={t('pm.calendar.unit')}
          placeholder={t('pm.calendar.allUnits')}
          clearable
          value={unit}
          data={units.map((u) => ({ value: u, label: t('pm.calendar.unitName', { unit: u }) }))}
          onChange={setUnit}
        />
        <Text c="gray.7">
          {days[0]} – {days[days.length - 1]}
        </Text>
      </Group>
      <CalendarView orders={orders ?? []} lines={lines} span={span} anchor={anchor} today={today} />
    </>
  )
}
