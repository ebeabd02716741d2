import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PmWorkOrder } from '../../../shared/pm/types'
import type { ProductionLine } from '../../../shared/types'
import { theme } from '../../app/theme'
import { calendarDays } from './calendar-grid'
import { CalendarView } from './pm-calendar'

const line = (id: number): ProductionLine => ({ id, name: `Unit B - Line ${id}`, unitCode: 'B' }) as ProductionLine

function order(i: number, lineId: number, dueAt: string, status: PmWorkOrder['status'] = 'open'): PmWorkOrder {
  return {
    id: `wo-${i}`,
    planId: `plan-${i}`,
    kind: 'planned',
    title: `Plan ${i}`,
    lineId,
    machineId: null,
    skill: 'engineering',
    estimatedMinutes: 30,
    dueAt,
    status,
    steps: [],
    answers: [],
    createdAt: '2026-11-01T00:00:00Z',
    completedAt: null,
    signedBy: null,
    signedByName: null,
    signedAtDevice: null,
    signedAtServer: null,
    skipReason: null,
    rescheduledFrom: null,
    rescheduleReason: null,
    temporary: false,
    permanentDueAt: null,
    followUpId: null,
    sourceTicketId: null,
    sourceWorkOrderId: null,
  }
}

const renderCalendar = (orders: PmWorkOrder[], lines: ProductionLine[], span: 'week' | 'month') =>
  render(
    <MantineProvider theme={theme}>
      <CalendarView orders={orders} lines={lines} span={span} anchor="2026-11-18" today="2026-11-20" />
    </MantineProvider>,
  )

describe('PM calendar', () => {
  it('a week runs Monday to Sunday; a month has all its days', () => {
    expect(calendarDays('2026-11-18', 'week')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ])
    expect(calendarDays('2026-02-10', 'month')).toHaveLength(28)
  })

  it('shows how many work orders are due per line and day; skipped ones are left out', () => {
    renderCalendar(
      [
        order(1, 1, '2026-11-17'),
        order(2, 1, '2026-11-17', 'done'),
        order(3, 2, '2026-11-21'),
        order(4, 2, '2026-11-21', 'skipped'),
      ],
      [line(1), line(2)],
      'week',
    )
    const row1 = screen.getByRole('row', { name: /^Unit B - Line 1 / })
    expect(within(row1).getByLabelText('2 work orders: Plan 1, Plan 2')).toBeTruthy()
    const row2 = screen.getByRole('row', { name: /^Unit B - Line 2 / })
    expect(within(row2).getByLabelText('1 work order: Plan 3')).toBeTruthy()
  })

  it('renders a month of 2,000 work orders over 40 lines quickly (benchmark: BENCH_PM_CALENDAR=1 prints it)', () => {
    const lines = Array.from({ length: 40 }, (_, i) => line(i + 1))
    const orders = Array.from({ length: 2000 }, (_, i) =>
      order(i, (i % 40) + 1, `2026-11-${String((i % 30) + 1).padStart(2, '0')}`),
    )
    const started = performance.now()
    renderCalendar(orders, lines, 'month')
    const ms = performance.now() - started
    if (process.env.BENCH_PM_CALENDAR)
      console.info(`PM calendar: 2,000 work orders, 40 lines × 30 days rendered in ${ms.toFixed(0)} ms (jsdom)`)
    expect(screen.getAllByRole('row')).toHaveLength(41)
    // jsdom is several times slower than Chromium; this bound only catches a gross regression.
    expect(ms).toBeLessThan(4000)
  })
})
