// Tickets, their notes and images: all SQL for them lives here.
import { sql } from 'kysely'
import { PRIORITIES } from '../../shared/constants'
import type { Db } from '../db/connection'
import { dialectOf } from '../db/dialect'
import type { Trx } from '../context'
import type { NewTicketRow, TicketUpdate } from '../db/database'
import { definedColumns, placeholdersFor, prepare, preparedFamily } from '../db/prepared'
import { withTimeEpochs } from './ticket-time-epochs'

/** Ticket rows with the names of the people involved. */
export const ticketWithNames = (db: Db | Trx) =>
  db
    .selectFrom('tickets as t')
    .leftJoin('users as a', 'a.id', 't.assigned_to')
    .leftJoin('users as r', 'r.id', 't.reported_by')
    .selectAll('t')
    .select([
      'a.first_name as assignee_first_name',
      'a.last_name as assignee_last_name',
      'r.first_name as reporter_first_name',
      'r.last_name as reporter_last_name',
    ])

export type TicketWithNamesRow = Awaited<ReturnType<ReturnType<typeof ticketWithNames>['executeTakeFirstOrThrow']>>

/** A product a ticket may name: its SKU and name as they are now (the ticket keeps them). */
export function findProductLabel(db: Db | Trx, id: number) {
  return db.selectFrom('products').select(['id', 'sku', 'name']).where('id', '=', id).executeTakeFirst()
}

/** What the state machine and action times read of a ticket. */
const STATE_COLUMNS = [
  'id',
  'status',
  'engineer_status',
  'assigned_to',
  'ticket_type',
  'line_id',
  'archived_at',
  'reported_by',
  'created_at',
  'assigned_at',
  'accepted_at',
  'started_at',
] as const

const ticketStateQuery = prepare((db, p: { id: string }) => {
  const query = db.selectFrom('tickets').select(STATE_COLUMNS).where('id', '=', p.id)
  // PostgreSQL: the row is locked from this read to the end of the transaction (its update would lock it anyway),
  // so the state memo below stays true. SQLite has one writer and no FOR UPDATE.
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query
})

export type TicketStateRow = NonNullable<Awaited<ReturnType<typeof ticketStateQuery.executeTakeFirst>>>

/**
 * The state rows a transaction has read, kept up to date by updateTicket, so a push batch that walks a ticket
 * through assign, accept, note, start and close reads it once (decisions 170, 270). Keyed by the transaction
 * object: a savepoint, a retried batch or the next request starts empty. Nothing else can change a remembered
 * row while the transaction is open: SQLite has one writer, and on PostgreSQL the read locks the row (FOR UPDATE)
 * and a row this transaction inserted is seen by no one else before commit.
 */
const stateMemo = new WeakMap<Db | Trx, Map<string, TicketStateRow>>()

function memoFor(db: Db | Trx): Map<string, TicketStateRow> | undefined {
  if (!db.isTransaction) return undefined
  let memo = stateMemo.get(db)
  if (!memo) stateMemo.set(db, (memo = new Map()))
  return memo
}

/** Only what the state machine and action times need: no joins (this runs once per pushed action). */
export async function findTicketState(db: Db | Trx, id: string): Promise<TicketStateRow | undefined> {
  const memo = memoFor(db)
  const known = memo?.get(id)
  if (known) return known
  const row = await ticketStateQuery.executeTakeFirst(db, { id })
  if (row) memo?.set(id, row)
  return row
}

export function findTicketRow(db: Db | Trx, id: string) {
  return ticketWithNames(db).where('t.id', '=', id).executeTakeFirst()
}

export function notesFor(db: Db | Trx, ticketIds: string[]) {
  if (ticketIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('ticket_notes as n')
    .innerJoin('users as u', 'u.id', 'n.author_id')
    .selectAll('n')
    .select(['u.first_name', 'u.last_name'])
    .where('n.ticket_id', 'in', ticketIds)
    .orderBy('n.created_at')
    .execute()
}

export function imagesFor(db: Db | Trx, ticketIds: string[]) {
  if (ticketIds.length === 0) return Promise.resolve([])
  return db.selectFrom('ticket_images').selectAll().where('ticket_id', 'in', ticketIds).orderBy('created_at').execute()
}

// Inserts and updates are prepared per column set (each call site writes the same columns every time).
const insertTicketQuery = preparedFamily(
  (columns: string[]) => (db) => db.insertInto('tickets').values(placeholdersFor<NewTicketRow>(columns)),
  (c) => c.join(),
)
const updateTicketQuery = preparedFamily(
  (columns: string[]) => (db, p: { where_id: string }) =>
    db.updateTable('tickets').set(placeholdersFor<TicketUpdate>(columns)).where('id', '=', p.where_id),
  (c) => c.join(),
)

export async function insertTicket(db: Db | Trx, row: NewTicketRow): Promise<void> {
  const values = definedColumns(withTimeEpochs(row))
  await insertTicketQuery(Object.keys(values)).defer(db, values)
  // The transaction's next action on this ticket (a pushed assign) finds its state without reading it back.
  const memo = memoFor(db)
  if (memo) memo.set(row.id, Object.fromEntries(STATE_COLUMNS.map((c) => [c, row[c] ?? null])) as TicketStateRow)
}

export async function updateTicket(db: Db | Trx, id: string, values: TicketUpdate): Promise<void> {
  const set = definedColumns(withTimeEpochs(values))
  await updateTicketQuery(Object.keys(set)).defer(db, Object.assign({}, set, { where_id: id }))
  const memo = memoFor(db)
  const known = memo?.get(id)
  if (known) {
    const next: Record<string, unknown> = Object.assign({}, known)
    for (const [column, value] of Object.entries(set)) if (column in next) next[column] = value
    memo!.set(id, next as TicketStateRow)
  }
}

const insertNoteQuery = prepare(
  (
    db,
    p: {
      id: string
      ticket_id: string
      author_id: number
      kind: 'note' | 'rejection'
      text: string
      created_at: string
    },
  ) =>
    db.insertInto('ticket_notes').values({
      id: p.id,
      ticket_id: p.ticket_id,
      author_id: p.author_id,
      kind: p.kind,
      text: p.text,
      created_at: p.created_at,
    }),
)

export async function insertNote(
  db: Db | Trx,
  note: { id: string; ticketId: string; authorId: number; kind: 'note' | 'rejection'; text: string; createdAt: string },
): Promise<void> {
  await insertNoteQuery.defer(db, {
    id: note.id,
    ticket_id: note.ticketId,
    author_id: note.authorId,
    kind: note.kind,
    text: note.text,
    created_at: note.createdAt,
  })
}

const findNoteQuery = prepare((db, p: { id: string }) =>
  db.selectFrom('ticket_notes').selectAll().where('id', '=', p.id),
)

export function findNote(db: Db | Trx, id: string) {
  return findNoteQuery.executeTakeFirst(db, { id })
}

export interface TicketFilter {
  /** Neither resolved nor closed. */
  activeOnly?: boolean
  ticketType?: 'it' | 'engineering'
  assignedTo?: number
  /**
   * On this line, or a line name holding its number: a superset of mentionsLine (shared/tickets.ts), which the
   * caller applies to the rows (a whole-number match has no dialect-neutral SQL).
   */
  lineCandidate?: number
  /** Most urgent first (critical, high, medium, low, others), ties newest first: a person's queue. */
  byPriority?: boolean
}

/** Keyset paging of the lists: the rows after this one in the list's order, at most `limit` of them. */
export interface TicketPageKey {
  limit: number
  /** `rank` is the priority rank of the last row, for lists ordered byPriority. */
  after?: { createdAt: string; ticketNumber: number; rank?: number }
}

/** The queue's order of priorities as a number, as compareByPriority sorts: critical 0 … low 3, anything else 4. */
const PRIORITY_ORDER: readonly string[] = [...PRIORITIES].reverse()

export function priorityRank(priority: string): number {
  const i = PRIORITY_ORDER.indexOf(priority)
  return i === -1 ? PRIORITY_ORDER.length : i
}

/** A page of non-archived ticket rows matching the filter, newest first (or by priority). */
export function listTicketRows(db: Db | Trx, filter: TicketFilter, page: TicketPageKey) {
  let q = ticketWithNames(db).where('t.archived_at', 'is', null)
  if (filter.activeOnly) q = q.where('t.status', 'not in', ['resolved', 'closed'])
  if (filter.ticketType) q = q.where('t.ticket_type', '=', filter.ticketType)
  if (filter.assignedTo !== undefined) q = q.where('t.assigned_to', '=', filter.assignedTo)
  const lineId = filter.lineCandidate
  if (lineId !== undefined)
    q = q.where((eb) => eb.or([eb('t.line_id', '=', lineId), eb('t.line_name', 'like', `%${Math.trunc(lineId)}%`)]))
  const rank = sql<number>`case t.priority ${sql.join(
    PRIORITY_ORDER.map((p, i) => sql`when ${p} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(PRIORITY_ORDER.length)} end`
  const after = page.after
  if (after) {
    q = q.where((eb) => {
      const newer = eb.or([
        eb('t.created_at', '<', after.createdAt),
        eb.and([eb('t.created_at', '=', after.createdAt), eb('t.ticket_number', '<', after.ticketNumber)]),
      ])
      if (!filter.byPriority) return newer
      const r = after.rank ?? 0
      return eb.or([eb(rank, '>', r), eb.and([eb(rank, '=', r), newer])])
    })
  }
  if (filter.byPriority) q = q.orderBy(rank)
  q = q.orderBy('t.created_at', 'desc').orderBy('t.ticket_number', 'desc')
  return q.limit(page.limit).execute()
}

/** The production line a ticket's free-text line name names, matched whole and case-insensitively. */
export async function findLineIdByName(db: Db | Trx, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('production_lines')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .orderBy('id')
    .executeTakeFirst()
  return row?.id ?? null
}

export function findImage(db: Db | Trx, ticketId: string, hash: string) {
  return db
    .selectFrom('ticket_images')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('hash', '=', hash)
    .executeTakeFirst()
}

export async function insertImage(
  db: Db | Trx,
  image: {
    id: string
    ticketId: string
    hash: string
    filename: string
    mimeType: string
    size: number
    uploadedBy: number
    createdAt: string
  },
): Promise<void> {
  await db
    .insertInto('ticket_images')
    .values({
      id: image.id,
      ticket_id: image.ticketId,
      hash: image.hash,
      filename: image.filename,
      mime_type: image.mimeType,
      size: image.size,
      uploaded_by: image.uploadedBy,
      created_at: image.createdAt,
    })
    .execute()
}
