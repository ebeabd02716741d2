// Pull (DESIGN.md §2): a snapshot in keyset pages without a cursor, else what changed since it, in pages of the
// change log; with tombstones, the client's progress and the verdicts it may not have heard. Each answer is
// bounded in rows and bytes; no query binds more than a chunk of ids.
import {
  PULL_PAGE_BYTES,
  PULL_PAGE_ROWS,
  SYNC_ENTITIES,
  emptySyncRows,
  type PullResult,
  type StoredOutcome,
  type SyncDelete,
  type SyncEntity,
  type SyncRows,
} from '../../shared/schemas/sync'
import { changeLogAfter, cursorKnown, latestSeq } from '../changes/change-log.repository'
import type { AppDeps, Trx } from '../context'
import { badRequest } from '../http/errors'
import type { SyncKey as Key } from '../sync-kit/sync-source'
import { SYNC_SOURCES } from './sync-sources'
import { findClient, unheardOutcomes } from './sync.repository'

const ID_CHUNK = 500
const OUTCOMES_PER_PULL = 500

/**
 * The order a snapshot lists the entities in: what a board draws first (lines, machines and the small tables), the
 * tickets — by far the most rows — last, so a fresh tablet shows its board long before its first sync ends.
 */
export const SNAPSHOT_ORDER: readonly SyncEntity[] = [...SYNC_ENTITIES.filter((e) => e !== 'tickets'), 'tickets']

/** The page tokens' form: a token of an older form starts its snapshot's listing over (same change sequence). */
const TOKEN_VERSION = 2

interface PageToken {
  /** The change sequence the snapshot started at: the delta pulls go on from it. */
  c: number
  /** Index in SNAPSHOT_ORDER. */
  e: number
  /** Last key sent of that entity. */
  k: Key | null
  v?: number
}

const encodeToken = (t: PageToken) =>
  Buffer.from(JSON.stringify(Object.assign({}, t, { v: TOKEN_VERSION }))).toString('base64url')

function decodeToken(token: string): PageToken {
  try {
    const t = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as PageToken
    const keyOk = t.k === null || typeof t.k === 'number' || (typeof t.k === 'string' && t.k.length <= 100)
    if (Number.isInteger(t.c) && t.c >= 0 && Number.isInteger(t.e) && t.e >= 0 && t.e < SNAPSHOT_ORDER.length && keyOk)
      return t.v === TOKEN_VERSION ? t : { c: t.c, e: 0, k: null }
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
  const changes = emptySyncRows()
  let rows = 0
  let bytes = 0
  let { e, k } = token
  while (e < SNAPSHOT_ORDER.length) {
    const entity = SNAPSHOT_ORDER[e]!
    const source = SYNC_SOURCES[entity]
    const batch: unknown[] = await source.page(trx, k, Math.min(500, PULL_PAGE_ROWS - rows))
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
    if (batch.length === 0 || source.whole) {
      e++
      k = null
    }
  }
  return { cursor: token.c, snapshot: true, changes, deletes: [] as SyncDelete[], next: null }
}

async function deltaPage(trx: Trx, cursor: number, latest: number) {
  const log = await changeLogAfter(trx, cursor, PULL_PAGE_ROWS)
  const changes = emptySyncRows()
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
      const rows: unknown[] = await SYNC_SOURCES[entity].byIds(trx, ids)
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
