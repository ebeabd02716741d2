// Pull (DESIGN.md §2): a snapshot in keyset pages without a cursor, else what changed since it, in pages of the
// change log; with tombstones, the client's progress and the verdicts it may not have heard. Each answer is
// bounded in rows and bytes; no query binds more than a chunk of ids.
import {
  PULL_PAGE_BYTES,
  PULL_PAGE_ROWS,
  SYNC_ENTITIES,
  type PullResult,
  type StoredOutcome,
  type SyncDelete,
  type SyncEntity,
  type SyncRows,
} from '../../shared/schemas/sync'
import type { Ticket } from '../../shared/types'
import { listAssignableUsers } from '../auth/users.repository'
import { listProducts, listProductsByIds } from '../catalog/catalog.repository'
import { toEngineer, toProduct } from '../catalog/catalog-mapper'
import { cursorKnown, latestSeq } from '../changes/change-log.repository'
import type { AppDeps, Trx } from '../context'
import { listEquipmentByIds } from '../equipment/equipment.repository'
import { toEquipment } from '../equipment/equipment-mapper'
import { badRequest } from '../http/errors'
import { toLine } from '../lines/line-mapper'
import { listLines, listLinesByIds } from '../lines/lines.repository'
import { toMachine } from '../machines/machine-mapper'
import { listMachinesByIds } from '../machines/machines.repository'
import { getTicketsByIds, toImage, toNote, toTicket } from '../tickets/ticket-mapper'
import {
  changeLogAfter,
  equipmentAfter,
  imagesInRange,
  machinesAfter,
  notesInRange,
  ticketsAfter,
} from './snapshot.repository'
import { findClient, unheardOutcomes } from './sync.repository'
import { scheduleLoader } from '../planning/schedule-sync'

type Key = string | number
type Row<K extends SyncEntity> = SyncRows[K][number]

const ID_CHUNK = 500
const OUTCOMES_PER_PULL = 500

const numbers = (ids: string[]) => ids.map(Number).filter(Number.isInteger)

/** Reads an entity in key order after `after`. Small master data (lines, engineers, products) is read whole. */
const pages: { [K in SyncEntity]: (trx: Trx, after: Key | null, limit: number) => Promise<Row<K>[]> } = {
  lines: async (t, after) => (await listLines(t)).map(toLine).filter((l) => after === null || l.id > Number(after)),
  tickets: ticketPage,
  machines: async (t, after, limit) =>
    (await machinesAfter(t, after === null ? null : String(after), limit)).map(toMachine),
  equipment: async (t, after, limit) =>
    (await equipmentAfter(t, after === null ? null : Number(after), limit)).map(toEquipment),
  engineers: async (t, after) =>
    (await listAssignableUsers(t))
      .map(toEngineer)
      .sort((a, b) => a.id - b.id)
      .filter((e) => after === null || e.id > Number(after)),
  products: async (t, after) =>
    (await listProducts(t))
      .map(toProduct)
      .sort((a, b) => a.id - b.id)
      .filter((p) => after === null || p.id > Number(after)),
  schedule: async (t, after) =>
    (await scheduleLoader.all(t)).sort((a, b) => a.id - b.id).filter((r) => after === null || r.id > Number(after)),
}

const byIds: { [K in SyncEntity]: (trx: Trx, ids: string[]) => Promise<Row<K>[]> } = {
  lines: async (t, ids) => (await listLinesByIds(t, numbers(ids))).map(toLine),
  tickets: getTicketsByIds,
  machines: async (t, ids) => (await listMachinesByIds(t, ids)).map(toMachine),
  equipment: async (t, ids) => (await listEquipmentByIds(t, numbers(ids))).map(toEquipment),
  engineers: async (t, ids) => {
    const wanted = new Set(numbers(ids))
    return (await listAssignableUsers(t)).filter((u) => wanted.has(u.id)).map(toEngineer)
  },
  products: async (t, ids) => (await listProductsByIds(t, numbers(ids))).map(toProduct),
  schedule: scheduleLoader.byIds,
}

async function ticketPage(trx: Trx, after: Key | null, limit: number): Promise<Ticket[]> {
  const rows = await ticketsAfter(trx, after === null ? null : String(after), limit)
  if (rows.length === 0) return []
  const from = rows[0]!.id
  const to = rows.at(-1)!.id
  const [notes, images] = [await notesInRange(trx, from, to), await imagesInRange(trx, from, to)]
  const notesBy = group(notes.map(toNote), (n) => n.ticketId)
  const imagesBy = group(images.map(toImage), (i) => i.ticketId)
  return rows.map((r) => toTicket(r, notesBy.get(r.id) ?? [], imagesBy.get(r.id) ?? []))
}

function group<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>()
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item])
  return map
}

const emptyRows = (): SyncRows => ({
  lines: [],
  tickets: [],
  machines: [],
  equipment: [],
  engineers: [],
  products: [],
  schedule: [],
})

interface PageToken {
  /** The change sequence the snapshot started at: the delta pulls go on from it. */
  c: number
  /** Index in SYNC_ENTITIES. */
  e: number
  /** Last key sent of that entity. */
  k: Key | null
}

const encodeToken = (t: PageToken) => Buffer.from(JSON.stringify(t)).toString('base64url')

function decodeToken(token: string): PageToken {
  try {
    const t = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as PageToken
    const keyOk = t.k === null || typeof t.k === 'number' || (typeof t.k === 'string' && t.k.length <= 100)
    if (Number.isInteger(t.c) && t.c >= 0 && Number.isInteger(t.e) && t.e >= 0 && t.e < SYNC_ENTITIES.length && keyOk)
      return t
  } catch {
    // falls through to the 400
  }
  throw badRequest('Invalid page: not a page token of this server', { page: 'Invalid page token' })
}

export interface PullQuery {
  cursor?: number
  clientId?: string
  outcomesAfter?: number
  page?: string
}

export async function pull(deps: AppDeps, query: PullQuery, userId: number): Promise<PullResult<SyncRows>> {
  return deps.db.transaction().execute(async (trx) => {
    const latest = await latestSeq(trx)
    const client = query.clientId ? await findClient(trx, query.clientId) : null
    // Someone else's client id: its progress and verdicts are not this account's to read.
    const mine = client && (client.ownerUserId === null || client.ownerUserId === userId) ? client : null
    const lastMutationId = mine?.lastMutationId ?? 0
    const outcomes = await outcomesFor(trx, query, lastMutationId, mine !== null)
    const base = { lastMutationId, ...outcomes }
    if (query.page) return Object.assign(base, await snapshotPage(trx, decodeToken(query.page)))
    if (query.cursor === undefined || query.cursor > latest)
      return Object.assign(base, await snapshotPage(trx, { c: latest, e: 0, k: null }))
    const delta = await deltaPage(trx, query.cursor, latest)
    // A cursor older than the purged change log (decision 184) gets a snapshot too; checked after reading the log,
    // so a purge that ran meanwhile is seen (it marks before it deletes).
    if (!(await cursorKnown(trx, query.cursor)))
      return Object.assign(base, await snapshotPage(trx, { c: latest, e: 0, k: null }))
    return Object.assign(base, delta)
  })
}

async function outcomesFor(
  trx: Trx,
  query: PullQuery,
  last: number,
  mine: boolean,
): Promise<{ outcomes: StoredOutcome[]; outcomesThrough: number }> {
  if (!mine || !query.clientId || query.outcomesAfter === undefined || query.outcomesAfter >= last)
    return { outcomes: [], outcomesThrough: last }
  const rows = await unheardOutcomes(trx, query.clientId, query.outcomesAfter, last, OUTCOMES_PER_PULL)
  const outcomes = rows.map((r) => ({
    mutationId: r.mutation_id,
    status: r.status as StoredOutcome['status'],
    code: r.code as StoredOutcome['code'],
    reason: r.reason ?? '',
  }))
  return { outcomes, outcomesThrough: rows.length === OUTCOMES_PER_PULL ? rows.at(-1)!.mutation_id : last }
}

const keyOf = (row: unknown): Key => (row as { id: Key }).id

async function snapshotPage(trx: Trx, token: PageToken) {
  const changes = emptyRows()
  let rows = 0
  let bytes = 0
  let { e, k } = token
  while (e < SYNC_ENTITIES.length) {
    const entity = SYNC_ENTITIES[e]!
    const batch = await pages[entity](trx, k, Math.min(500, PULL_PAGE_ROWS - rows))
    let full = false
    for (const row of batch) {
      const size = JSON.stringify(row).length
      if (rows > 0 && (bytes + size > PULL_PAGE_BYTES || rows >= PULL_PAGE_ROWS)) {
        full = true
        break
      }
      ;(changes[entity] as unknown[]).push(row)
      rows++
      bytes += size
      k = keyOf(row)
    }
    if (full || rows >= PULL_PAGE_ROWS)
      return { cursor: token.c, snapshot: true, changes, deletes: [], next: encodeToken({ c: token.c, e, k }) }
    if (
      batch.length === 0 ||
      entity === 'lines' ||
      entity === 'engineers' ||
      entity === 'products' ||
      entity === 'schedule'
    ) {
      e++
      k = null
    }
  }
  return { cursor: token.c, snapshot: true, changes, deletes: [] as SyncDelete[], next: null }
}

async function deltaPage(trx: Trx, cursor: number, latest: number) {
  const log = await changeLogAfter(trx, cursor, PULL_PAGE_ROWS)
  const changes = emptyRows()
  const deletes: SyncDelete[] = []
  let bytes = 0
  let through = cursor
  // In commit order, a chunk at a time; stop early when the answer grows past its byte bound.
  for (let i = 0; i < log.length; i += ID_CHUNK) {
    const chunk = log.slice(i, i + ID_CHUNK)
    const latestOp = new Map<string, { entity: SyncEntity; id: string; op: string }>()
    for (const c of chunk) {
      if (!(SYNC_ENTITIES as readonly string[]).includes(c.entity)) continue
      latestOp.set(`${c.entity}:${c.entity_id}`, { entity: c.entity as SyncEntity, id: c.entity_id, op: c.op })
    }
    const upserts = new Map<SyncEntity, string[]>()
    for (const c of latestOp.values()) {
      if (c.op === 'delete') deletes.push({ entity: c.entity, id: c.id })
      else upserts.set(c.entity, [...(upserts.get(c.entity) ?? []), c.id])
    }
    for (const [entity, ids] of upserts) {
      const rows = (await byIds[entity](trx, ids)) as unknown[]
      const found = new Set(rows.map((r) => String(keyOf(r))))
      // A row that no longer loads (archived ticket, engineer who lost the role) is a delete for the client.
      for (const id of ids) if (!found.has(id)) deletes.push({ entity, id })
      for (const row of rows) bytes += JSON.stringify(row).length
      ;(changes[entity] as unknown[]).push(...rows)
    }
    through = chunk.at(-1)!.seq
    if (bytes > PULL_PAGE_BYTES / 2 && i + ID_CHUNK < log.length)
      return { cursor: through, snapshot: false, changes, deletes, more: true }
  }
  const more = log.length === PULL_PAGE_ROWS && through < latest
  return { cursor: more ? through : latest, snapshot: false, changes, deletes, more }
}
