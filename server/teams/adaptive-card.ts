// Teams "Workflows" messages: an Adaptive Card 1.4 in the message envelope, kept under Teams' 28 KB limit.
import type { TeamsTrigger } from '../../shared/teams'

export const TEAMS_MESSAGE_MAX_BYTES = 28 * 1024
const ADAPTIVE_CARD = 'application/vnd.microsoft.card.adaptive'

export interface CardTicket {
  ticketId: string
  lineName: string
  priority: string
  category: string
  status: string
  description: string
  reportedBy: string | null
  assignedTo: string | null
  resolutionSummary: string | null
}

export interface CardEvent {
  trigger: TeamsTrigger
  ticket: CardTicket
  /** Who did it. */
  actor: string
  at: string
  /** Address of the ticket in the app; null when PUBLIC_URL is not set (a relative link would not open from Teams). */
  link: string | null
}

const HEADLINE: Record<TeamsTrigger, string> = {
  created: 'New ticket',
  assigned: 'Ticket assigned',
  status_changed: 'Ticket status changed',
  resolved: 'Ticket resolved',
  escalated: 'Not accepted in time: escalated',
}

const PRIORITY_COLOUR: Record<string, string> = {
  critical: 'Attention',
  high: 'Warning',
  medium: 'Accent',
  low: 'Good',
}

type Json = Record<string, unknown>

export function envelope(card: Json): Json {
  return { type: 'message', attachments: [{ contentType: ADAPTIVE_CARD, contentUrl: null, content: card }] }
}

function card(body: Json[], actions: Json[] = []): Json {
  return {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body,
    actions,
  }
}

function ticketMessage(e: CardEvent, description: string): Json {
  const t = e.ticket
  const facts = [
    { title: 'Ticket', value: t.ticketId },
    { title: 'Line', value: t.lineName },
    { title: 'Priority', value: t.priority },
    { title: 'Category', value: t.category },
    { title: 'Status', value: t.status },
    { title: 'Reported by', value: t.reportedBy ?? '—' },
    ...(t.assignedTo ? [{ title: 'Assigned to', value: t.assignedTo }] : []),
    { title: 'By', value: e.actor },
    { title: 'At', value: e.at },
  ]
  const body: Json[] = [
    {
      type: 'TextBlock',
      size: 'Medium',
      weight: 'Bolder',
      text: `${HEADLINE[e.trigger]}: ${t.ticketId}`,
      color: PRIORITY_COLOUR[t.priority] ?? 'Default',
      wrap: true,
    },
    { type: 'FactSet', facts },
    { type: 'TextBlock', text: description, wrap: true },
  ]
  if (e.trigger === 'resolved' && t.resolutionSummary)
    body.push({ type: 'TextBlock', text: `Resolution: ${t.resolutionSummary.slice(0, 2000)}`, wrap: true })
  return envelope(card(body, e.link ? [{ type: 'Action.OpenUrl', title: 'Open ticket', url: e.link }] : []))
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8')

/** The message for a ticket event; a long description is cut (with "…") until the whole message fits. */
export function ticketCardMessage(e: CardEvent, maxBytes = TEAMS_MESSAGE_MAX_BYTES): string {
  let description = e.ticket.description
  let message = ticketMessage(e, description)
  while (bytes(message) > maxBytes && description.length > 0) {
    const over = bytes(message) - maxBytes
    description = description.slice(0, Math.max(0, description.length - Math.max(over, 16) - 1))
    message = ticketMessage(e, `${description}…`)
  }
  return JSON.stringify(message)
}

export function testCardMessage(departmentName: string, at: string): string {
  return JSON.stringify(
    envelope(
      card([
        { type: 'TextBlock', size: 'Medium', weight: 'Bolder', text: 'Lineside test message', wrap: true },
        { type: 'TextBlock', text: `The ${departmentName} webhook is connected. Sent ${at}.`, wrap: true },
      ]),
    ),
  )
}
