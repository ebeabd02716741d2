// Ticket rows (with notes and images) to the API's Ticket.
import type { EngineerStatus, Priority, TicketStatus, TicketType } from '../../shared/constants'
import { formatTicketNumber } from '../../shared/tickets'
import type { Ticket, TicketImage, TicketNote } from '../../shared/types'
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import type { TicketImageRow } from '../db/database'
import { imagesFor, notesFor, ticketWithNames, type TicketWithNamesRow } from './tickets.repository'

type NoteRow = Awaited<ReturnType<typeof notesFor>>[number]

function fullName(first: string | null, last: string | null): string | null {
  const name = `${first ?? ''} ${last ?? ''}`.trim()
  return name || null
}

export function toNote(n: NoteRow): TicketNote {
  return {
    id: n.id,
    ticketId: n.ticket_id,
    authorId: n.author_id,
    authorName: fullName(n.first_name, n.last_name) ?? '',
    kind: n.kind === 'rejection' ? 'rejection' : 'note',
    text: n.text,
    createdAt: n.created_at,
  }
}

export function toImage(i: TicketImageRow): TicketImage {
  return {
    id: i.id,
    ticketId: i.ticket_id,
    hash: i.hash,
    filename: i.filename,
    mimeType: i.mime_type,
    size: i.size,
    url: `/api/tickets/${i.ticket_id}/images/${i.hash}`,
    createdAt: i.created_at,
  }
}

export function toTicket(r: TicketWithNamesRow, notes: TicketNote[] = [], images: TicketImage[] = []): Ticket {
  return {
    id: r.id,
    ticketId: r.ticket_number === null ? null : formatTicketNumber(r.ticket_number),
    ticketType: r.ticket_type as TicketType,
    lineId: r.line_id,
    lineName: r.line_name,
    otherLocation: r.other_location,
    machineId: r.machine_id,
    machineName: r.machine_name,
    equipmentId: r.equipment_id,
    location: r.location,
    systemAffected: r.system_affected,
    productId: r.product_id,
    productSku: r.product_sku,
    productName: r.product_name,
    category: r.category,
    priority: r.priority as Priority,
    description: r.description,
    status: r.status as TicketStatus,
    engineerStatus: r.engineer_status as EngineerStatus | null,
    reportedBy: r.reported_by,
    reportedByName: fullName(r.reporter_first_name, r.reporter_last_name),
    assignedTo: r.assigned_to,
    assignedBy: r.assigned_by,
    assignedEngineerName: fullName(r.assignee_first_name, r.assignee_last_name),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    assignedAt: r.assigned_at,
    acceptedAt: r.accepted_at,
    startedAt: r.started_at,
    resolvedAt: r.resolved_at,
    resolutionSummary: r.resolution_summary,
    partsUsed: r.parts_used,
    timeSpent: r.time_spent,
    followUpRequired: r.follow_up_required === 1,
    archived: r.archived_at !== null,
    notes,
    images,
  }
}

/** Attaches notes and images to rows, in two queries. */
export async function withDetails(db: Db | Trx, rows: TicketWithNamesRow[]): Promise<Ticket[]> {
  const ids = rows.map((r) => r.id)
  // A chunk of ids per query: a big plant's list must not bind more variables than the database takes.
  const notes: Awaited<ReturnType<typeof notesFor>> = []
  const images: Awaited<ReturnType<typeof imagesFor>> = []
  for (let i = 0; i < ids.length; i += 500) {
    notes.push(...(await notesFor(db, ids.slice(i, i + 500))))
    images.push(...(await imagesFor(db, ids.slice(i, i + 500))))
  }
  const notesBy = groupBy(notes.map(toNote), (n) => n.ticketId)
  const imagesBy = groupBy(images.map(toImage), (i) => i.ticketId)
  return rows.map((r) => toTicket(r, notesBy.get(r.id) ?? [], imagesBy.get(r.id) ?? []))
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = map.get(k)
    if (list) list.push(item)
    else map.set(k, [item])
  }
  return map
}

export async function getTicketsByIds(db: Db | Trx, ids: string[]): Promise<Ticket[]> {
  if (ids.length === 0) return []
  const rows: TicketWithNamesRow[] = []
  for (let i = 0; i < ids.length; i += 500) {
    rows.push(
      ...(await ticketWithNames(db)
        .where('t.id', 'in', ids.slice(i, i + 500))
        .execute()),
    )
  }
  return withDetails(db, rows)
}

export async function getTicket(db: Db | Trx, id: string): Promise<Ticket | null> {
  const [ticket] = await getTicketsByIds(db, [id])
  return ticket ?? null
}
