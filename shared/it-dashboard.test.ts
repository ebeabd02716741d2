import { describe, expect, it } from 'vitest'
import {
  alertLevel,
  cardBorderColour,
  efficiencyColour,
  efficiencyTrend,
  itLineFigures,
  itTicketCounts,
  lineCounts,
  monitoringTicketCounts,
  parseTimeSpent,
  sortLineCards,
} from './it-dashboard'

describe('line alert level (spec §4)', () => {
  it('is critical below 70, warning below 85, else none', () => {
    expect(alertLevel(69.9)).toBe('critical')
    expect(alertLevel(70)).toBe('warning')
    expect(alertLevel(84.9)).toBe('warning')
    expect(alertLevel(85)).toBe('none')
    expect(alertLevel(0)).toBe('critical')
  })
})

describe('efficiency colour (spec §2)', () => {
  it('is green from 90, yellow from 75, else red', () => {
    expect(efficiencyColour(90)).toBe('green')
    expect(efficiencyColour(89.9)).toBe('yellow')
    expect(efficiencyColour(75)).toBe('yellow')
    expect(efficiencyColour(74.9)).toBe('red')
  })
})

describe('trend arrow', () => {
  it('shows only when efficiency moved by more than 2 points', () => {
    expect(efficiencyTrend(90, 87)).toBe('up')
    expect(efficiencyTrend(90, 88)).toBeNull()
    expect(efficiencyTrend(88, 90)).toBeNull()
    expect(efficiencyTrend(87.9, 90)).toBe('down')
    expect(efficiencyTrend(90, null)).toBeNull()
  })
})

describe('card border colour', () => {
  it('follows the alert level first, then the status', () => {
    expect(cardBorderColour({ status: 'running', efficiency: 60 })).toBe('red')
    expect(cardBorderColour({ status: 'running', efficiency: 80 })).toBe('yellow')
    expect(cardBorderColour({ status: 'running', efficiency: 95 })).toBe('green')
    expect(cardBorderColour({ status: 'maintenance', efficiency: 90 })).toBe('blue')
    expect(cardBorderColour({ status: 'idle', efficiency: 90 })).toBe('gray')
  })
})

describe('line card order', () => {
  it('puts stopped, then maintenance, then running, then by the number in the name', () => {
    const lines = [
      { name: 'Unit B - Line 10', status: 'running' },
      { name: 'Unit B - Line 2', status: 'running' },
      { name: 'Unit C - Line 21', status: 'maintenance' },
      { name: 'Unit B - Line 9', status: 'stopped' },
      { name: 'Unit B - Line 3', status: 'stopped' },
    ]
    expect(sortLineCards(lines).map((l) => l.name)).toEqual([
      'Unit B - Line 3',
      'Unit B - Line 9',
      'Unit C - Line 21',
      'Unit B - Line 2',
      'Unit B - Line 10',
    ])
  })
})

describe('figures with defaults (spec §3)', () => {
  it('fills efficiency 85, target 150, current 128 and status running when absent', () => {
    expect(itLineFigures({})).toEqual({ status: 'running', efficiency: 85, targetRate: 150, currentRate: 128 })
    expect(itLineFigures({ status: 'stopped', efficiency: 0, targetRate: 120, currentRate: 0 })).toEqual({
      status: 'stopped',
      efficiency: 0,
      targetRate: 120,
      currentRate: 0,
    })
  })
})

describe('counts', () => {
  it('counts lines by status and averages the running lines', () => {
    expect(
      lineCounts([
        { status: 'running', efficiency: 90 },
        { status: 'running', efficiency: 95.25 },
        { status: 'stopped', efficiency: 0 },
        { status: 'maintenance', efficiency: 50 },
      ]),
    ).toEqual({ runningLines: 2, stoppedLines: 1, maintenanceLines: 1, averageEfficiency: 92.6 })
    expect(lineCounts([{ status: 'stopped', efficiency: 0 }]).averageEfficiency).toBe(0)
  })

  it('counts IT tickets: open, in progress, resolved or closed, and category system', () => {
    expect(
      itTicketCounts([
        { status: 'open', category: 'system' },
        { status: 'in_progress', category: 'network' },
        { status: 'closed', category: 'system' },
        { status: 'resolved', category: 'software' },
        { status: 'assigned', category: 'hardware' },
      ]),
    ).toEqual({ open: 1, inProgress: 1, resolved: 2, systemIssues: 2 })
  })

  it('counts active critical and high priority tickets for monitoring', () => {
    expect(
      monitoringTicketCounts([
        { status: 'open', priority: 'critical' },
        { status: 'closed', priority: 'critical' },
        { status: 'assigned', priority: 'high' },
        { status: 'open', priority: 'medium' },
      ]),
    ).toEqual({ critical: 1, high: 1 })
  })
})

describe('time spent (spec §5)', () => {
  it('parses a number and falls back to 0', () => {
    expect(parseTimeSpent('45')).toBe(45)
    expect(parseTimeSpent('')).toBe(0)
    expect(parseTimeSpent('abc')).toBe(0)
    expect(parseTimeSpent('-5')).toBe(0)
  })
})
