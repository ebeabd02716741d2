// What is due, by line and day, for a week or a month, for one unit or all; overdue work orders in red.
import { Button, Group, SegmentedControl, Select, Table, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isOverdue } from '../../../shared/pm/due-dates'
import type { PmWorkOrder } from '../../../shared/pm/types'
import type { ProductionLine } from '../../../shared/types'
import { calendarDays, cellsOf, shiftAnchor, type CalendarSpan } from './calendar-grid'
import classes from './pm-calendar.module.css'
import { todayIso, usePlant, usePmWorkOrders } from './use-pm'

export interface CalendarViewProps {
  orders: readonly PmWorkOrder[]
  lines: readonly ProductionLine[]
  span: CalendarSpan
  anchor: string
  today: string
}

/**
 * The grid alone (the benchmark renders it with 2,000 work orders): plain table cells, one count per line and
 * day, named for screen readers; no per-cell Mantine component, so a month of a busy plant draws at once.
 */
export function CalendarView({ orders, lines, span, anchor, today }: CalendarViewProps) {
  const { t } = useTranslation()
  const days = useMemo(() => calendarDays(anchor, span), [anchor, span])
  const cells = useMemo(() => cellsOf(orders, days), [orders, days])
  return (
    <Table.ScrollContainer minWidth={span === 'week' ? 720 : 1400}>
      <table className={classes.grid} aria-label={t('pm.calendar.gridLabel')}>
        <thead>
          <tr>
            <th scope="col">{t('pm.calendar.line')}</th>
            {days.map((d) => (
              <th key={d} scope="col">
                {span === 'week' ? d : d.slice(8)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id}>
              <th scope="row">{l.name}</th>
              {days.map((d) => {
                const list = cells.get(`${l.id}|${d}`)
                if (!list) return <td key={d} />
                const late = list.some((w) => isOverdue(w, today))
                const done = list.every((w) => w.status === 'done')
                const names = list.map((w) => w.title).join(', ')
                return (
                  <td key={d} title={names}>
                    <span
                      className={classes.count}
                      data-tone={late ? 'late' : done ? 'done' : 'open'}
                      aria-label={t('pm.calendar.cell', { count: list.length, names })}
                    >
                      {list.length}
                    </span>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
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
