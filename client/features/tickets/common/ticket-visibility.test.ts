import { describe, expect, it } from 'vitest'
import { assignedTo, makeTicket } from '../../../test-utils/ticket-test-utils'
import {
  boardActions,
  canCreateOnManagement,
  managementActions,
  mobileActions,
  queueActions,
} from './ticket-visibility'

const ENGINEER = { id: 3, role: 'engineer' }
const OTHER_ENGINEER = { id: 4, role: 'engineer' }
const IT = { id: 5, role: 'it' }
const ADMIN = { id: 6, role: 'admin' }
const OPERATOR = { id: 1, role: 'operator' }
const VIEWER = { id: 8, role: 'demo_viewer' }

describe('Ticket Management visibility (spec §6)', () => {
  it('offers Create Ticket to operators and admins only', () => {
    expect(['operator', 'admin', 'super_admin'].map(canCreateOnManagement)).toEqual([true, true, true])
    expect(['engineer', 'it', 'demo_viewer'].map(canCreateOnManagement)).toEqual([false, false, false])
  })

  it('offers Assign to engineers and admins on open tickets', () => {
    const open = makeTicket()
    expect(managementActions(open, ENGINEER).assign).toBe(true)
    expect(managementActions(open, ADMIN).assign).toBe(true)
    expect(managementActions(open, IT).assign).toBe(false)
    expect(managementActions(open, OPERATOR).assign).toBe(false)
    expect(managementActions(assignedTo(3, 'assigned'), ENGINEER).assign).toBe(false)
  })

  it('offers Start Work on assigned tickets assigned to the current user', () => {
    const mine = assignedTo(3, 'assigned')
    expect(managementActions(mine, ENGINEER).start).toBe(true)
    expect(managementActions(mine, OTHER_ENGINEER).start).toBe(false)
    expect(managementActions(mine, ADMIN).start).toBe(false)
    expect(managementActions(assignedTo(6, 'accepted'), ADMIN).start).toBe(true)
  })

  it('offers Close on in-progress tickets the server would let this user close', () => {
    const working = assignedTo(3, 'in_progress')
    expect(managementActions(working, ENGINEER).close).toBe(true)
    expect(managementActions(working, ADMIN).close).toBe(true)
    expect(managementActions(working, OTHER_ENGINEER).close).toBe(false)
    expect(managementActions(assignedTo(3, 'accepted'), ENGINEER).close).toBe(false)
  })
})

describe('engineer board visibility', () => {
  it('offers Assign only to it and admins, only on unassigned tickets', () => {
    const open = makeTicket()
    expect(boardActions(open, IT).assign).toBe(true)
    expect(boardActions(open, ADMIN).assign).toBe(true)
    expect(boardActions(open, ENGINEER).assign).toBe(false)
    expect(boardActions(assignedTo(3, 'assigned'), IT).assign).toBe(false)
  })

  it('offers Complete and Add Notes to the assignee once accepted', () => {
    expect(boardActions(assignedTo(3, 'assigned'), ENGINEER)).toMatchObject({ complete: false, addNote: false })
    expect(boardActions(assignedTo(3, 'accepted'), ENGINEER)).toMatchObject({ complete: true, addNote: true })
    expect(boardActions(assignedTo(3, 'in_progress'), VIEWER)).toMatchObject({
      complete: false,
      addNote: false,
      assign: false,
    })
  })
})

describe('queue and mobile visibility', () => {
  it('follows the engineer status', () => {
    expect(queueActions(assignedTo(3, 'assigned'), ENGINEER)).toEqual({
      reject: true,
      accept: true,
      start: true,
      addNote: false,
      complete: false,
    })
    expect(queueActions(assignedTo(3, 'accepted'), ENGINEER)).toEqual({
      reject: true,
      accept: false,
      start: true,
      addNote: true,
      complete: true,
    })
    expect(queueActions(assignedTo(3, 'in_progress'), ENGINEER)).toEqual({
      reject: false,
      accept: false,
      start: false,
      addNote: true,
      complete: true,
    })
  })

  it('offers mobile Notes only while in progress', () => {
    expect(mobileActions(assignedTo(3, 'accepted'), ENGINEER)).toEqual({ start: true, notes: false, close: true })
    expect(mobileActions(assignedTo(3, 'in_progress'), ENGINEER)).toEqual({ start: false, notes: true, close: true })
  })
})
