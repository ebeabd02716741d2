import { describe, expect, it } from 'vitest'
import { pickerGroups } from './picker-lines'
import { recentLineIssues } from './recent-issues'

const ticket = (
  id: string,
  lineId: number | null,
  lineName: string,
  status = 'open',
  createdAt = '2026-11-21T10:00:00Z',
) => ({ id, lineId, lineName, status, createdAt })

describe('recentLineIssues', () => {
  it('keeps active tickets of the line, newest first, at most 3', () => {
    const tickets = [
      ticket('a', 5, 'Unit B - Line 5', 'open', '2026-11-21T08:00:00Z'),
      ticket('b', 5, 'Unit B - Line 5', 'in_progress', '2026-11-21T09:00:00Z'),
      ticket('c', 5, 'Unit B - Line 5', 'closed', '2026-11-21T11:00:00Z'),
      ticket('d', null, 'Unit B - Line 5', 'assigned', '2026-11-21T10:00:00Z'),
      ticket('e', 5, 'Unit B - Line 5', 'open', '2026-11-21T07:00:00Z'),
    ]
    expect(recentLineIssues(tickets, 5).map((t) => t.id)).toEqual(['d', 'b', 'a'])
  })

  it('does not take line 15 for line 5, nor a ticket another line id owns', () => {
    const tickets = [
      ticket('x', null, 'Unit D - Line 15'),
      ticket('y', 7, 'Unit B - Line 5 area'),
      ticket('z', null, 'Canteen'),
    ]
    expect(recentLineIssues(tickets, 5)).toEqual([])
  })
})

describe('pickerGroups', () => {
  it('lists only the lines that exist, under their real units in board order', () => {
    const line = (id: number) => ({ id, name: `Line ${id}` })
    const groups = pickerGroups([line(22), line(3), line(14), line(1), line(99)])
    expect(groups.map((g) => [g.unit, g.lines.map((l) => l.id)])).toEqual([
      ['B', [1, 3]],
      ['D', [14]],
      ['C', [22]],
      [null, [99]],
    ])
  })
})
