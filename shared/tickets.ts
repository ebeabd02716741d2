// Pure ticket rules: the state machine of DESIGN.md §3, priority sort, age text, "active".
import { PRIORITIES, type EngineerStatus, type TicketStatus, type TicketType } from './constants'
import { hasRole, isAdminRole } from './roles'
import type { Ticket } from './types'

export type TicketAction = 'assign' | 'reject' | 'accept' | 'start' | 'addNote' | 'close'

export interface TicketStateView {
  status: TicketStatus
  engineerStatus: EngineerStatus | null
  assignedTo: number | null
  ticketType: TicketType
}

export interface Actor {
  id: number
  role: string
}

export type RuleOutcome = { ok: true } | { ok: false; kind: 'forbidden' | 'conflict'; reason: string }

const OK: RuleOutcome = { ok: true }
const forbidden = (reason: string): RuleOutcome => ({ ok: false, kind: 'forbidden', reason })
const conflict = (reason: string): RuleOutcome => ({ ok: false, kind: 'conflict', reason })

function isAssignee(t: TicketStateView, actor: Actor): boolean {
  return t.assignedTo !== null && t.assignedTo === actor.id
}

/** Roles that can ever hold or work a ticket: the people an assign can pick, and admins. */
export function worksTickets(role: string): boolean {
  return hasRole(role, 'engineer', 'it')
}

/**
 * Checks one ticket action against the ticket's current state and the actor (DESIGN.md §3).
 * Order: a role that may never do it (403), then the ticket's state (409), then the person (403). The state
 * comes before the person so a losing offline action reads "Ticket is open…" rather than a misleading
 * "only the assignee…" when the ticket was handed back meanwhile.
 */
export function checkTicketAction(action: TicketAction, t: TicketStateView, actor: Actor): RuleOutcome {
  const admin = isAdminRole(actor.role)
  switch (action) {
    case 'assign':
      if (!worksTickets(actor.role)) return forbidden('Only engineers, IT and admins can assign tickets')
      if (t.status !== 'open' || t.assignedTo !== null)
        return conflict(`Ticket is ${describe(t)}, only open unassigned tickets can be assigned`)
      return OK
    case 'reject':
      if (!worksTickets(actor.role)) return forbidden('Only the assigned engineer can reject this ticket')
      if (t.status !== 'assigned' || (t.engineerStatus !== 'assigned' && t.engineerStatus !== 'accepted'))
        return conflict(`Ticket is ${describe(t)}, only assigned or accepted tickets can be rejected`)
      if (!admin && !isAssignee(t, actor)) return forbidden('Only the assigned engineer can reject this ticket')
      return OK
    case 'accept':
      if (!worksTickets(actor.role)) return forbidden('Only the assigned engineer can accept this ticket')
      if (t.status !== 'assigned' || t.engineerStatus !== 'assigned')
        return conflict(`Ticket is ${describe(t)}, only newly assigned tickets can be accepted`)
      if (!admin && !isAssignee(t, actor)) return forbidden('Only the assigned engineer can accept this ticket')
      return OK
    case 'start':
      if (!worksTickets(actor.role)) return forbidden('Only the assigned engineer can start work on this ticket')
      if (t.status !== 'assigned')
        return conflict(`Ticket is ${describe(t)}, only assigned or accepted tickets can be started`)
      if (!admin && !isAssignee(t, actor)) return forbidden('Only the assigned engineer can start work on this ticket')
      return OK
    case 'addNote':
      if (!worksTickets(actor.role)) return forbidden('Only the assigned engineer can add notes to this ticket')
      if (!isAcceptedOrInProgress(t))
        return conflict(`Ticket is ${describe(t)}, notes can be added once the ticket is accepted`)
      if (!admin && !isAssignee(t, actor)) return forbidden('Only the assigned engineer can add notes to this ticket')
      return OK
    case 'close': {
      if (!worksTickets(actor.role)) return forbidden('Only the assigned engineer can close this ticket')
      if (!isAcceptedOrInProgress(t))
        return conflict(`Ticket is ${describe(t)}, only accepted or in-progress tickets can be closed`)
      const itOnItTicket = actor.role === 'it' && t.ticketType === 'it'
      if (!admin && !itOnItTicket && !isAssignee(t, actor))
        return forbidden('Only the assigned engineer can close this ticket')
      return OK
    }
  }
}

function isAcceptedOrInProgress(t: TicketStateView): boolean {
  return t.status === 'in_progress' || (t.status === 'assigned' && t.engineerStatus === 'accepted')
}

function describe(t: TicketStateView): string {
  return t.engineerStatus && t.engineerStatus !== t.status ? `${t.status} (${t.engineerStatus})` : t.status
}

/** "Active" means neither resolved nor closed. */
export function isActiveTicket(t: { status: string }): boolean {
  return t.status !== 'resolved' && t.status !== 'closed'
}

const PRIORITY_RANK = new Map<string, number>([...PRIORITIES].reverse().map((p, i) => [p, i]))

/** critical, high, medium, low, then others; ties newest first. */
export function compareByPriority(
  a: { priority: string; createdAt: string },
  b: { priority: string; createdAt: string },
): number {
  const ra = PRIORITY_RANK.get(a.priority) ?? PRIORITIES.length
  const rb = PRIORITY_RANK.get(b.priority) ?? PRIORITIES.length
  return ra - rb || b.createdAt.localeCompare(a.createdAt)
}

/** Open tickets first, then newest first (engineer board, IT dashboard). */
export function compareOpenFirstThenNewest(
  a: { status: string; createdAt: string },
  b: { status: string; createdAt: string },
): number {
  const oa = a.status === 'open' ? 0 : 1
  const ob = b.status === 'open' ? 0 : 1
  return oa - ob || b.createdAt.localeCompare(a.createdAt)
}

/** Age in minutes under 60, hours under 24 h, else days: "5m ago", "3h ago", "2d ago". */
export function ageText(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000))
  if (minutes < 60) return `${minutes}m ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}h ago`
  return `${Math.floor(hours / 24)}d ago`
}

/** "Resolved Today" counts resolved or closed tickets created today (spec §9). */
export function isResolvedToday(t: { status: string; createdAt: string }, now: Date): boolean {
  if (t.status !== 'resolved' && t.status !== 'closed') return false
  const created = new Date(t.createdAt)
  return created.toDateString() === now.toDateString()
}

/** "SKU - name" of the product a ticket names (the planning screen's format), or null. */
export function ticketProductLabel(t: { productSku: string | null; productName: string | null }): string | null {
  if (!t.productSku) return null
  return t.productName ? `${t.productSku} - ${t.productName}` : t.productSku
}

/** Where a ticket is: its line (or other location), and the product running there when one was named. */
export function ticketPlace(t: { lineName: string; productSku: string | null; productName: string | null }): string {
  const product = ticketProductLabel(t)
  return product ? `${t.lineName} · ${product}` : t.lineName
}

export function formatTicketNumber(n: number): string {
  return `TKT-${String(n).padStart(6, '0')}`
}

/** The issue-report dialog prefixes the description by issue type (spec §5). */
export function prefixDescription(type: TicketType, description: string): string {
  return `${type === 'it' ? '[IT] ' : '[ENGINEERING] '}${description}`
}

/** Ticket type from a description written with the spec's prefix, else by category. */
export function ticketTypeFor(description: string, category: string): TicketType {
  if (description.startsWith('[IT]')) return 'it'
  if (description.startsWith('[ENGINEERING]')) return 'engineering'
  return ['software', 'network', 'hardware', 'system', 'database', 'technical'].includes(category)
    ? 'it'
    : 'engineering'
}

/**
 * Whether a ticket's line name names line `lineId` as a whole number ("Unit B - Line 5", "Unit G - MV48"):
 * the line dashboard's "lineName contains the id", without "Line 15" matching line 5.
 */
export function mentionsLine(lineName: string, lineId: number): boolean {
  return new RegExp(`(?<!\\d)${Math.trunc(lineId)}(?!\\d)`).test(lineName)
}

/** The engineer view of a ticket: engineerNotes is mapped from resolutionSummary (spec §3). */
export type EngineerViewTicket = Ticket & { engineerNotes: string | null }

export function toEngineerView(t: Ticket): EngineerViewTicket {
  return { ...t, engineerNotes: t.resolutionSummary }
}

/** The IT view of a ticket: systemAffected defaults to "IT System". */
export function toItView(t: Ticket): Ticket & { systemAffected: string } {
  return { ...t, systemAffected: t.systemAffected ?? 'IT System' }
}

/** Any of the three close payloads of spec §3 (desktop hours, queue/IT minutes, mobile no time). */
export interface ClosePayload {
  summary?: string
  resolutionSummary?: string
  partsUsed?: string | null
  timeSpent?: unknown
  followUpRequired?: boolean
}

export interface CloseFields {
  resolutionSummary: string
  partsUsed: string | null
  timeSpentMinutes: number
  followUpRequired: boolean
}

/**
 * Normalises a close payload: a `summary` key marks the desktop form (hours, step 0.5 → minutes), otherwise
 * minutes; invalid or negative times become 0 (spec §9). Null when the summary is blank (it is required).
 * Pure and zod-free, so the client's close dialogs use it without loading the schema library.
 */
export function normaliseClose(p: ClosePayload): CloseFields | null {
  const desktop = p.summary !== undefined
  const summary = (desktop ? p.summary : p.resolutionSummary)?.trim() ?? ''
  if (!summary) return null
  // Only numbers and numeric text count: String() of an object from JSON could run its own toString key.
  const raw =
    typeof p.timeSpent === 'number'
      ? p.timeSpent
      : typeof p.timeSpent === 'string'
        ? Number.parseFloat(p.timeSpent)
        : Number.NaN
  const time = Number.isFinite(raw) && raw > 0 ? raw : 0
  const parts = p.partsUsed?.trim()
  return {
    resolutionSummary: summary,
    partsUsed: parts ? parts : null,
    timeSpentMinutes: Math.round(time * (desktop ? 60 : 1)),
    followUpRequired: p.followUpRequired ?? false,
  }
}

type NewTicketFields = Pick<Ticket, 'id' | 'lineName' | 'category' | 'priority' | 'description' | 'createdAt'> &
  Partial<Ticket>

/** A just-raised ticket: open, unassigned, no display id yet (the server gives TKT-…). */
export function newOpenTicket(fields: NewTicketFields): Ticket {
  return {
    ticketId: null,
    ticketType: ticketTypeFor(fields.description, fields.category),
    lineId: null,
    otherLocation: null,
    machineId: null,
    machineName: null,
    equipmentId: null,
    location: null,
    systemAffected: null,
    productId: null,
    productSku: null,
    productName: null,
    status: 'open',
    engineerStatus: null,
    reportedBy: null,
    reportedByName: null,
    assignedTo: null,
    assignedBy: null,
    assignedEngineerName: null,
    updatedAt: fields.createdAt,
    assignedAt: null,
    acceptedAt: null,
    startedAt: null,
    resolvedAt: null,
    resolutionSummary: null,
    partsUsed: null,
    timeSpent: null,
    followUpRequired: false,
    archived: false,
    notes: [],
    images: [],
    ...fields,
  }
}
