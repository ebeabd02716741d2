// The floor screens' pure line rules (floor spec §2, §4): unit by id, health and BPM, sorting, fault text, IP.
import { describe, expect, it } from 'vitest'
import {
  compareByNumberInName,
  compareByStatusThenNumber,
  controlModuleIp,
  faultText,
  healthLevel,
  heartbeatBpm,
  issueFor,
  lineDisplayName,
  numberInName,
  percentRunning,
  stoppedIssueText,
  unitOfLine,
} from './lines'

describe('unitOfLine', () => {
  it.each([
    [1, 'B'],
    [12, 'B'],
    [13, 'D'],
    [19, 'D'],
    [21, 'C'],
    [28, 'C'],
    [30, 'E'],
    [34, 'E'],
    [46, 'G'],
    [53, 'G'],
  ])('line %i is in unit %s', (id, unit) => expect(unitOfLine(id)).toBe(unit))

  it.each([0, 20, 29, 35, 45, 54])('line %i is in no unit', (id) => expect(unitOfLine(id)).toBeNull())
})

describe('health', () => {
  it('is Normal at 88 or more, Elevated from 75 to 87, Critical below 75', () => {
    expect(healthLevel(100)).toBe('normal')
    expect(healthLevel(88)).toBe('normal')
    expect(healthLevel(87)).toBe('elevated')
    expect(healthLevel(75)).toBe('elevated')
    expect(healthLevel(74)).toBe('critical')
    expect(healthLevel(0)).toBe('critical')
  })

  it('beats at 60, 80 and 100 BPM', () => {
    expect(heartbeatBpm('normal')).toBe(60)
    expect(heartbeatBpm('elevated')).toBe(80)
    expect(heartbeatBpm('critical')).toBe(100)
  })

  it('counts the percent of lines running, rounded, 0 for none', () => {
    expect(percentRunning([])).toBe(0)
    expect(percentRunning([{ status: 'running' }, { status: 'stopped' }, { status: 'running' }])).toBe(67)
  })
})

describe('sorting by the number in the name', () => {
  it('reads "Line N", "MVN" and any other number', () => {
    expect(numberInName('Unit B - Line 12')).toBe(12)
    expect(numberInName('Unit G - MV48')).toBe(48)
    expect(numberInName('Packing 7')).toBe(7)
    expect(numberInName('Canteen')).toBeNull()
  })

  it('puts Line 2 before Line 10 and names without a number last', () => {
    const names = ['Unit B - Line 10', 'Canteen', 'Unit G - MV48', 'Unit B - Line 2'].map((name) => ({ name }))
    expect(names.sort(compareByNumberInName).map((l) => l.name)).toEqual([
      'Unit B - Line 2',
      'Unit B - Line 10',
      'Unit G - MV48',
      'Canteen',
    ])
  })

  it('orders stopped, then maintenance, then running', () => {
    const lines = [
      { name: 'Line 1', status: 'running' },
      { name: 'Line 3', status: 'maintenance' },
      { name: 'Line 2', status: 'stopped' },
    ]
    expect(lines.sort(compareByStatusThenNumber).map((l) => l.status)).toEqual(['stopped', 'maintenance', 'running'])
  })
})

describe('texts and IP', () => {
  it('gives the fault text per status', () => {
    expect(faultText({ status: 'maintenance' })).toBe('Scheduled maintenance in progress')
    expect(faultText({ status: 'running' })).toBe('No faults detected - operating normally')
    expect(faultText({ status: 'stopped' })).toBe('Status unknown')
  })

  it('shows a stopped line its issue or the default', () => {
    expect(stoppedIssueText(null)).toBe('Production stopped - fault detected')
    expect(stoppedIssueText('Belt snapped')).toBe('Belt snapped')
  })

  it('gives LINE OK no issue and MAINTENANCE its text', () => {
    expect(issueFor('running', null)).toBeNull()
    expect(issueFor('maintenance', null)).toBe('Scheduled maintenance in progress')
  })

  it('builds the control-module IP as the prefix and 100 + id', () => {
    expect(controlModuleIp(5)).toBe('192.168.10.105')
    expect(controlModuleIp(53)).toBe('192.168.10.153')
  })

  it('names an unnamed line "Line {id}"', () => {
    expect(lineDisplayName({ id: 9, name: '' })).toBe('Line 9')
    expect(lineDisplayName({ id: 9, name: 'Unit B - Line 9' })).toBe('Unit B - Line 9')
  })
})
