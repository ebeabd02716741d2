// The pre-filled part's rule, shared by the server and an offline tablet: open tickets most urgent first, stops in
// time order with their reason, open holds, PM due by the next day (overdue marked).
import { describe, expect, it } from 'vitest'
import { buildHandoverItems } from './prefill'
import { handoverShiftAt, mayHandOver, previousShift } from './shifts'

const ticket = (id: string, priority: string, status = 'open', createdAt = '2026-11-27T07:00:00.000Z') => ({
  id,
  ticketId: `TKT-${id}`,
  description: `Ticket ${id}`,
  status,
  priority,
  createdAt,
})

describe('buildHandoverItems', () => {
  it('orders tickets by priority then age, leaves closed ones out, and marks PM due or overdue', () => {
    const items = buildHandoverItems({
      shiftDate: '2026-11-27',
      tickets: [
        ticket('1', 'low'),
        ticket('2', 'critical', 'assigned', '2026-11-27T08:00:00.000Z'),
        ticket('3', 'critical', 'open', '2026-11-27T06:30:00.000Z'),
        ticket('4', 'high', 'closed'),
      ],
      stops: [
        { status: 'stopped', startAt: '2026-11-27T09:00:00.000Z', endAt: null, reasonId: 3, reasonName: 'Changeover' },
        {
          status: 'maintenance',
          startAt: '2026-11-27T07:00:00.000Z',
          endAt: '2026-11-27T07:30:00.000Z',
          reasonId: null,
          reasonName: null,
        },
      ],
      holds: [{ id: 'h1', cause: 'maintenance_ended', startedAt: '2026-11-27T07:30:00.000Z' }],
      workOrders: [
        { id: 'w1', title: 'Lubricate conveyor', dueAt: '2026-11-26', status: 'open' },
        { id: 'w2', title: 'Check seals', dueAt: '2026-11-28', status: 'open' },
        { id: 'w3', title: 'Next week', dueAt: '2026-12-03', status: 'open' },
        { id: 'w4', title: 'Done already', dueAt: '2026-11-27', status: 'done' },
      ],
    })
    expect(items.map((i) => `${i.kind}:${i.ref ?? i.state}`)).toEqual([
      'ticket:3',
      'ticket:2',
      'ticket:1',
      'stop:maintenance',
      'stop:stopped',
      'hold:h1',
      'pm:w1',
      'pm:w2',
    ])
    expect(items.find((i) => i.ref === 'w1')?.state).toBe('overdue')
    expect(items.find((i) => i.ref === 'w2')?.state).toBe('due')
    expect(items.find((i) => i.state === 'stopped')).toMatchObject({ label: 'Changeover', reasonId: 3, endAt: null })
  })
})

describe('handover shifts (06–14, 14–22, 22–06 local)', () => {
  const local = (d: string, h: number, m = 0) => {
    const [y, mo, day] = d.split('-').map(Number)
    return new Date(y!, mo! - 1, day!, h, m)
  }
  it('is for the running shift, or for the one that ended less than an hour ago', () => {
    expect(handoverShiftAt(local('2026-11-27', 13, 45))).toEqual({ date: '2026-11-27', shift: 'morning' })
    expect(handoverShiftAt(local('2026-11-27', 14, 30))).toEqual({ date: '2026-11-27', shift: 'morning' })
    expect(handoverShiftAt(local('2026-11-27', 15, 0))).toEqual({ date: '2026-11-27', shift: 'afternoon' })
    expect(handoverShiftAt(local('2026-11-28', 5, 50))).toEqual({ date: '2026-11-27', shift: 'night' })
    expect(handoverShiftAt(local('2026-11-28', 6, 20))).toEqual({ date: '2026-11-27', shift: 'night' })
    expect(previousShift({ date: '2026-11-28', shift: 'morning' })).toEqual({ date: '2026-11-27', shift: 'night' })
  })
  it('may be signed once the shift began and until one shift after it ended', () => {
    const morning = { date: '2026-11-27', shift: 'morning' as const }
    expect(mayHandOver(morning, local('2026-11-27', 5, 59))).toBe(false)
    expect(mayHandOver(morning, local('2026-11-27', 6, 0))).toBe(true)
    expect(mayHandOver(morning, local('2026-11-27', 21, 59))).toBe(true)
    expect(mayHandOver(morning, local('2026-11-27', 22, 0))).toBe(false)
  })
})
