import { describe, expect, it } from 'vitest'
import type { Ticket } from './types'
import {
  normaliseClose,
  ageText,
  checkTicketAction,
  compareByPriority,
  formatTicketNumber,
  isActiveTicket,
  isResolvedToday,
  mentionsLine,
  prefixDescription,
  ticketPlace,
  ticketTypeFor,
  toEngineerView,
  toItView,
  type TicketAction,
  type TicketStateView,
} from './tickets'

const ASSIGNEE = { id: 3, role: 'engineer' }
const OTHER_ENGINEER = { id: 4, role: 'engineer' }
const IT = { id: 5, role: 'it' }
const ADMIN = { id: 6, role: 'admin' }
const SUPER = { id: 7, role: 'super_admin' }
const OPERATOR = { id: 1, role: 'operator' }
const VIEWER = { id: 8, role: 'demo_viewer' }

type StateName = 'open' | 'assigned' | 'accepted' | 'in_progress' | 'closed'
const STATES: Record<StateName, Omit<TicketStateView, 'ticketType'>> = {
  open: { status: 'open', engineerStatus: null, assignedTo: null },
  assigned: { status: 'assigned', engineerStatus: 'assigned', assignedTo: ASSIGNEE.id },
  accepted: { status: 'assigned', engineerStatus: 'accepted', assignedTo: ASSIGNEE.id },
  in_progress: { status: 'in_progress', engineerStatus: 'in_progress', assignedTo: ASSIGNEE.id },
  closed: { status: 'closed', engineerStatus: 'completed', assignedTo: ASSIGNEE.id },
}
const state = (name: StateName, ticketType: 'it' | 'engineering' = 'engineering'): TicketStateView => ({
  ...STATES[name],
  ticketType,
})

/** DESIGN.md §3: the states each action may start from. */
const LEGAL_FROM: Record<TicketAction, StateName[]> = {
  assign: ['open'],
  reject: ['assigned', 'accepted'],
  accept: ['assigned'],
  start: ['assigned', 'accepted'],
  addNote: ['accepted', 'in_progress'],
  close: ['accepted', 'in_progress'],
}
const ACTIONS = Object.keys(LEGAL_FROM) as TicketAction[]
const STATE_NAMES = Object.keys(STATES) as StateName[]

describe('checkTicketAction (DESIGN.md §3)', () => {
  const cases = ACTIONS.flatMap((action) =>
    STATE_NAMES.map((from) => ({ action, from, legal: LEGAL_FROM[action].includes(from) })),
  )

  it.each(cases)(
    '$action from $from: admins and the assignee get ok or a 409 with a reason',
    ({ action, from, legal }) => {
      for (const actor of [ADMIN, SUPER, ...(action === 'assign' ? [IT, OTHER_ENGINEER] : [ASSIGNEE])]) {
        const outcome = checkTicketAction(action, state(from), actor)
        if (legal) expect(outcome, `${actor.role}`).toEqual({ ok: true })
        else
          expect(outcome, `${actor.role}`).toMatchObject({
            ok: false,
            kind: 'conflict',
            reason: expect.stringMatching(/^Ticket is /),
          })
      }
    },
  )

  it.each(cases.filter((c) => c.legal && c.action !== 'assign'))(
    '$action from $from: another engineer is refused (403)',
    ({ action, from }) => {
      expect(checkTicketAction(action, state(from), OTHER_ENGINEER)).toMatchObject({ ok: false, kind: 'forbidden' })
    },
  )

  it.each(cases)('$action from $from: operators and demo viewers are always refused (403)', ({ action, from }) => {
    for (const actor of [OPERATOR, VIEWER])
      expect(checkTicketAction(action, state(from), actor)).toMatchObject({ ok: false, kind: 'forbidden' })
  })

  it('lets IT close IT tickets it is not assigned to, but not engineering ones', () => {
    expect(checkTicketAction('close', state('in_progress', 'it'), IT)).toEqual({ ok: true })
    expect(checkTicketAction('close', state('accepted', 'it'), IT)).toEqual({ ok: true })
    expect(checkTicketAction('close', state('in_progress', 'engineering'), IT)).toMatchObject({
      ok: false,
      kind: 'forbidden',
    })
    expect(checkTicketAction('close', state('open', 'it'), IT)).toMatchObject({ ok: false, kind: 'conflict' })
    expect(checkTicketAction('accept', state('assigned', 'it'), IT)).toMatchObject({ ok: false, kind: 'forbidden' })
  })

  it('reports a losing offline action by the ticket state, not the person', () => {
    // Accept made offline; meanwhile the ticket was handed back to the queue.
    expect(checkTicketAction('accept', state('open'), ASSIGNEE)).toEqual({
      ok: false,
      kind: 'conflict',
      reason: 'Ticket is open, only newly assigned tickets can be accepted',
    })
    expect(checkTicketAction('start', state('accepted'), ASSIGNEE)).toEqual({ ok: true })
    expect(checkTicketAction('close', state('closed'), ASSIGNEE)).toMatchObject({
      reason: 'Ticket is closed (completed), only accepted or in-progress tickets can be closed',
    })
  })
})

describe('ticket helpers', () => {
  it('sorts critical, high, medium, low, then others, ties newest first', () => {
    const t = (priority: string, createdAt: string) => ({ priority, createdAt })
    const list = [
      t('low', '2026-01-01'),
      t('urgent?', '2026-01-05'),
      t('high', '2026-01-01'),
      t('critical', '2026-01-01'),
      t('high', '2026-01-03'),
      t('medium', '2026-01-02'),
    ]
    expect(list.sort(compareByPriority).map((x) => `${x.priority}@${x.createdAt}`)).toEqual([
      'critical@2026-01-01',
      'high@2026-01-03',
      'high@2026-01-01',
      'medium@2026-01-02',
      'low@2026-01-01',
      'urgent?@2026-01-05',
    ])
  })

  it('writes age in minutes under an hour, hours under a day, else days', () => {
    const now = new Date('2026-11-21T12:00:00Z')
    expect(ageText('2026-11-21T12:00:00Z', now)).toBe('0m ago')
    expect(ageText('2026-11-21T11:01:00Z', now)).toBe('59m ago')
    expect(ageText('2026-11-21T11:00:00Z', now)).toBe('1h ago')
    expect(ageText('2026-11-20T12:00:01Z', now)).toBe('23h ago')
    expect(ageText('2026-11-20T12:00:00Z', now)).toBe('1d ago')
    expect(ageText('2026-11-18T09:00:00Z', now)).toBe('3d ago')
    expect(ageText('2026-11-21T12:05:00Z', now)).toBe('0m ago')
  })

  it('counts resolved or closed tickets created today as resolved today', () => {
    const now = new Date(2026, 10, 21, 15, 0)
    const today = new Date(2026, 10, 21, 8, 30).toISOString()
    const yesterday = new Date(2026, 10, 20, 23, 0).toISOString()
    expect(isResolvedToday({ status: 'closed', createdAt: today }, now)).toBe(true)
    expect(isResolvedToday({ status: 'resolved', createdAt: today }, now)).toBe(true)
    expect(isResolvedToday({ status: 'in_progress', createdAt: today }, now)).toBe(false)
    expect(isResolvedToday({ status: 'closed', createdAt: yesterday }, now)).toBe(false)
  })

  it('prefixes descriptions by issue type and reads the type back', () => {
    expect(prefixDescription('it', 'Printer offline')).toBe('[IT] Printer offline')
    expect(prefixDescription('engineering', 'Belt slipping')).toBe('[ENGINEERING] Belt slipping')
    expect(ticketTypeFor(prefixDescription('it', 'x'), 'mechanical')).toBe('it')
    expect(ticketTypeFor(prefixDescription('engineering', 'x'), 'software')).toBe('engineering')
    expect(ticketTypeFor('no prefix', 'software')).toBe('it')
    expect(ticketTypeFor('no prefix', 'mechanical')).toBe('engineering')
  })

  it('knows active tickets and formats ticket numbers', () => {
    expect(isActiveTicket({ status: 'in_progress' })).toBe(true)
    expect(isActiveTicket({ status: 'resolved' })).toBe(false)
    expect(isActiveTicket({ status: 'closed' })).toBe(false)
    expect(formatTicketNumber(123)).toBe('TKT-000123')
  })

  it('matches a line id in a line name as a whole number', () => {
    expect(mentionsLine('Unit B - Line 5', 5)).toBe(true)
    expect(mentionsLine('Unit D - Line 15', 5)).toBe(false)
    expect(mentionsLine('Unit G - MV48', 48)).toBe(true)
    expect(mentionsLine('Unit G - MV48', 4)).toBe(false)
  })

  it('maps the engineer and IT views', () => {
    const t = { resolutionSummary: 'Replaced belt', systemAffected: null } as Ticket
    expect(toEngineerView(t).engineerNotes).toBe('Replaced belt')
    expect(toItView(t).systemAffected).toBe('IT System')
    expect(toItView({ ...t, systemAffected: 'Label server' }).systemAffected).toBe('Label server')
  })
})

describe('normaliseClose (the three close payloads of spec §3)', () => {
  it('desktop: hours in steps of 0.5 become minutes', () => {
    expect(
      normaliseClose({ summary: ' Replaced belt ', partsUsed: 'Belt', timeSpent: 1.5, followUpRequired: true }),
    ).toEqual({
      resolutionSummary: 'Replaced belt',
      partsUsed: 'Belt',
      timeSpentMinutes: 90,
      followUpRequired: true,
    })
  })
  it('queue and IT: minutes; mobile: no time is 0', () => {
    expect(normaliseClose({ resolutionSummary: 'Reset PLC', timeSpent: '25' })?.timeSpentMinutes).toBe(25)
    expect(normaliseClose({ resolutionSummary: 'Reset PLC', partsUsed: ' ' })).toEqual({
      resolutionSummary: 'Reset PLC',
      partsUsed: null,
      timeSpentMinutes: 0,
      followUpRequired: false,
    })
  })
  it('invalid or negative times become 0, a blank summary is refused', () => {
    expect(normaliseClose({ resolutionSummary: 'x', timeSpent: 'abc' })?.timeSpentMinutes).toBe(0)
    expect(normaliseClose({ summary: 'x', timeSpent: -2 })?.timeSpentMinutes).toBe(0)
    expect(normaliseClose({ summary: '   ' })).toBeNull()
    expect(normaliseClose({ resolutionSummary: '' })).toBeNull()
  })
})

describe('where a ticket is', () => {
  it('is its line, with the product running there when the reporter named one', () => {
    expect(ticketPlace({ lineName: 'Unit B - Line 5', productSku: null, productName: null })).toBe('Unit B - Line 5')
    expect(ticketPlace({ lineName: 'Unit B - Line 5', productSku: 'KB-350', productName: 'Chicken kebab' })).toBe(
      'Unit B - Line 5 · KB-350 - Chicken kebab',
    )
    expect(ticketPlace({ lineName: 'Canteen', productSku: 'KB-350', productName: null })).toBe('Canteen · KB-350')
  })
})
