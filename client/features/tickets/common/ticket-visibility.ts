// Which ticket actions a screen offers the signed-in user: the spec's §6 visibility, and never an action
// the server's state rules (checkTicketAction) would refuse right now.
import { hasRole } from '../../../../shared/roles'
import { checkTicketAction, type TicketAction } from '../../../../shared/tickets'
import type { Ticket } from '../../../../shared/types'

export interface ActingUser {
  id: number
  role: string
}

export function allowed(action: TicketAction, t: Ticket, user: ActingUser): boolean {
  return checkTicketAction(action, t, { id: user.id, role: user.role }).ok
}

/** Create Ticket on Ticket Management: operators and admins (spec §6). */
export function canCreateOnManagement(role: string): boolean {
  return hasRole(role, 'operator')
}

export interface ManagementActions {
  assign: boolean
  start: boolean
  close: boolean
}

/**
 * Ticket Management (spec §6): Assign for engineers and admins on open tickets; Start Work for engineers and
 * admins on assigned tickets assigned to the current user; Close for engineers and admins on in_progress tickets.
 */
export function managementActions(t: Ticket, user: ActingUser): ManagementActions {
  const engineerOrAdmin = hasRole(user.role, 'engineer')
  return {
    assign: engineerOrAdmin && t.status === 'open' && allowed('assign', t, user),
    start: engineerOrAdmin && t.status === 'assigned' && t.assignedTo === user.id && allowed('start', t, user),
    close: engineerOrAdmin && t.status === 'in_progress' && allowed('close', t, user),
  }
}

export interface BoardActions {
  assign: boolean
  complete: boolean
  addNote: boolean
}

/** Engineer board: Assign only for it or admin and only on unassigned tickets; the engineer variant hides it. */
export function boardActions(t: Ticket, user: ActingUser): BoardActions {
  return {
    assign: hasRole(user.role, 'it') && t.assignedTo === null && allowed('assign', t, user),
    complete: allowed('close', t, user),
    addNote: allowed('addNote', t, user),
  }
}

export interface QueueActions {
  reject: boolean
  accept: boolean
  start: boolean
  addNote: boolean
  complete: boolean
}

export function queueActions(t: Ticket, user: ActingUser): QueueActions {
  return {
    reject: allowed('reject', t, user),
    accept: allowed('accept', t, user),
    start: allowed('start', t, user),
    addNote: allowed('addNote', t, user),
    complete: allowed('close', t, user),
  }
}

export interface MobileActions {
  start: boolean
  notes: boolean
  close: boolean
}

/** Mobile: notes only while in progress (spec §4). */
export function mobileActions(t: Ticket, user: ActingUser): MobileActions {
  return {
    start: allowed('start', t, user),
    notes: t.status === 'in_progress' && allowed('addNote', t, user),
    close: allowed('close', t, user),
  }
}
