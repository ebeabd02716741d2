// Production lines and their status history.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import { sql, type Updateable } from 'kysely'
import { dialectOf } from '../db/dialect'
import type { ProductionLinesTable } from '../db/database'
import { definedColumns, pipelines, placeholdersFor, prepare, preparedFamily } from '../db/prepared'
import { addClosedPeriod } from './line-status-sums.repository'
import { forgetOeeSums } from '../oee/oee-sums.repository'

const lineWithProduct = (db: Db | Trx) =>
  db
    .selectFrom('production_lines as l')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('hygiene_line_settings as h', 'h.line_id', 'l.id')
    .selectAll('l')
    .select([
      'p.sku as product_sku',
      'p.name as product_name',
      'p.category as product_type',
      'p.batch_size as product_batch_size',
      'p.target_weight as product_target_weight',
      'p.packaging_type as product_packaging_type',
      'p.temperature as product_temperature',
      'h.hold_enabled as hygiene_hold_enabled',
    ])

export type LineWithProductRow = Awaited<ReturnType<ReturnType<typeof lineWithProduct>['executeTakeFirstOrThrow']>>

export function listLines(db: Db | Trx) {
  return lineWithProduct(db).orderBy('l.id').execute()
}

export function listLinesByIds(db: Db | Trx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return lineWithProduct(db).where('l.id', 'in', ids).orderBy('l.id').execute()
}

const findLineQuery = prepare((db, p: { id: number }) => lineWithProduct(db).where('l.id', '=', p.id))

export function findLine(db: Db | Trx, id: number) {
  return findLineQuery.executeTakeFirst(db, { id })
}

const lineStatusQuery = prepare((db, p: { id: number }) =>
  db
    .selectFrom('production_lines')
    .select(['status', 'status_since', 'status_changed_by', 'version'])
    .where('id', '=', p.id),
)

/** What a status change reads of its line: no product join (this runs once per pushed status change). */
export function findLineStatus(db: Db | Trx, id: number) {
  return lineStatusQuery.executeTakeFirst(db, { id })
}

const lockLineQuery = prepare((db, p: { id: number }) =>
  db
    .updateTable('production_lines')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', p.id),
)
const updateLineQuery = preparedFamily(
  (columns: string[]) => (db, p: { where_id: number }) =>
    db
      .updateTable('production_lines')
      .set(placeholdersFor<Updateable<ProductionLinesTable>>(columns))
      .where('id', '=', p.where_id),
  (c) => c.join(),
)

/**
 * Holds the line's row until the transaction ends, so two writers check the version one after the other:
 * a no-op update takes PostgreSQL's row lock (portable, unlike SELECT … FOR UPDATE, which SQLite lacks);
 * SQLite has one writer anyway, so there it writes nothing. Call it before reading the line in a write.
 */
export async function lockLine(db: Trx, id: number): Promise<void> {
  if (dialectOf(db) === 'postgres') await lockLineQuery.run(db, { id })
}

// The lock the no-op update of lockLine takes (FOR NO KEY UPDATE: tickets referencing the line may still be
// inserted), without writing a new version of the row on every press (dead rows in a 40-row table that every
// push updates slowed the bench's later windows).
const lockLineStatusQuery = prepare((db, p: { id: number }) =>
  db
    .selectFrom('production_lines')
    .select(['status', 'status_since', 'status_changed_by', 'version'])
    .where('id', '=', p.id)
    .forNoKeyUpdate(),
)

/** lockLine, then findLineStatus: on PostgreSQL in one statement (the row read with its lock). */
export async function lockLineStatus(db: Trx, id: number) {
  if (dialectOf(db) !== 'postgres') return findLineStatus(db, id)
  return lockLineStatusQuery.executeTakeFirst(db, { id })
}

// What a press reads of the line's history, in one statement (decision 280): this user's latest press on the line,
// and the time of the latest status other than the pressed one set after `at`. LIMITs written into the SQL
// (decision 170).
const pressHistoryQuery = prepare((db, p: { lineId: number; userId: number; at: string; status: string }) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('line_status_history')
      .select('at')
      .where('line_id', '=', p.lineId)
      .where('changed_by', '=', p.userId)
      .orderBy('at', 'desc')
      .limit(sql.lit(1))
      .as('mine_at'),
    eb
      .selectFrom('line_status_history')
      .select('at')
      .where('line_id', '=', p.lineId)
      .where('superseded', '=', 0)
      .where('at', '>', p.at)
      .where('status', '!=', p.status)
      .orderBy('at', 'desc')
      .limit(sql.lit(1))
      .as('later_at'),
  ]),
)

export interface PressFacts {
  line: NonNullable<Awaited<ReturnType<typeof findLineStatus>>> | undefined
  /** This user's latest press on the line (applied or not): the floor for the time of their next one. */
  mineAt: string | null
  /** The latest different status set after the `at` asked about: `laterDifferentStatus` from any time past it. */
  laterAt: string | null
}

/**
 * lockLineStatus, lastPressBy and whether laterDifferentStatus finds anything after `at`, in two statements. The
 * history is read after the line's lock is held (a press that waited for another sees its rows): on PostgreSQL in
 * a push the two are sent together and run in that order, one round trip (decision 280).
 */
export async function readPress(
  db: Trx,
  p: { lineId: number; userId: number; at: string; status: string },
): Promise<PressFacts> {
  const history = () => pressHistoryQuery.executeTakeFirst(db, p)
  let line, facts
  if (pipelines(db)) {
    // Settled in the order sent: when the lock fails (a deadlock), the read behind it fails only for its sake
    // ("transaction aborted"), and the lock's error is the one that says what happened (transient, decision 181).
    const [locked, read] = await Promise.allSettled([lockLineStatus(db, p.lineId), history()])
    if (locked.status === 'rejected') throw locked.reason
    if (read.status === 'rejected') throw read.reason
    ;[line, facts] = [locked.value, read.value]
  } else [line, facts] = [await lockLineStatus(db, p.lineId), await history()]
  return { line, mineAt: facts?.mine_at ?? null, laterAt: facts?.later_at ?? null }
}

export async function updateLine(db: Db | Trx, id: number, values: Updateable<ProductionLinesTable>): Promise<void> {
  const set = definedColumns(values)
  await updateLineQuery(Object.keys(set)).defer(db, Object.assign({}, set, { where_id: id }))
}

// Read only when a press's history read found a later different status (decision 280). LIMIT written into the
// SQL: bound as a parameter, SQLite took 18–28 µs instead of 3 (decision 170).
const laterDifferentQuery = prepare((db, p: { lineId: number; at: string; status: string }) =>
  db
    .selectFrom('line_status_history')
    .select(['status', 'changed_by_name', 'at'])
    .where('line_id', '=', p.lineId)
    .where('superseded', '=', 0)
    .where('at', '>', p.at)
    .where('status', '!=', p.status)
    .orderBy('at', 'desc')
    .limit(sql.lit(1)),
)

/** The latest status set after `at` that differs from `status`: what supersedes a press made at `at`. */
export function laterDifferentStatus(db: Db | Trx, lineId: number, at: string, status: string) {
  return laterDifferentQuery.executeTakeFirst(db, { lineId, at, status })
}

const endOpenPeriodQuery = prepare((db, p: { lineId: number; at: string; atMs: number }) =>
  db
    .updateTable('line_status_history')
    .set({ ended_at: p.at, ended_ms: p.atMs })
    .where('line_id', '=', p.lineId)
    .where('superseded', '=', 0)
    .where('ended_ms', 'is', null)
    .returning(['status', 'issue', 'at_ms']),
)

type HistoryInsert = {
  line_id: number
  status: string
  issue: string | null
  changed_by: number
  changed_by_name: string
  at: string
  recorded_at: string
  superseded: number
  at_ms: number
}
const insertHistoryQuery = prepare((db, p: HistoryInsert) =>
  db.insertInto('line_status_history').values({
    line_id: p.line_id,
    status: p.status,
    issue: p.issue,
    changed_by: p.changed_by,
    changed_by_name: p.changed_by_name,
    at: p.at,
    recorded_at: p.recorded_at,
    superseded: p.superseded,
    at_ms: p.at_ms,
  }),
)

export async function insertHistory(
  db: Db | Trx,
  row: {
    lineId: number
    status: string
    issue: string | null
    changedBy: number
    changedByName: string
    at: string
    recordedAt: string
    superseded: boolean
  },
): Promise<void> {
  const atMs = Date.parse(row.at)
  // An applied status ends the line's open period (reports sum periods; superseded presses are kept apart),
  // and the period it ends joins the report's day and month sums (decision 120).
  if (!row.superseded) {
    // The periods it ends, as they were: ended and read in one statement.
    const open = await endOpenPeriodQuery.execute(db, { lineId: row.lineId, at: row.at, atMs })
    for (const p of open) {
      if (p.at_ms !== null)
        await addClosedPeriod(db, {
          lineId: row.lineId,
          status: p.status,
          issue: p.issue,
          atMs: Number(p.at_ms),
          endedMs: atMs,
        })
    }
    // The OEE report's kept shift sums from this time on are summed again (decision 230).
    await forgetOeeSums(db, row.lineId, atMs)
  }
  await insertHistoryQuery.defer(db, {
    line_id: row.lineId,
    status: row.status,
    issue: row.issue,
    changed_by: row.changedBy,
    changed_by_name: row.changedByName,
    at: row.at,
    recorded_at: row.recordedAt,
    superseded: row.superseded ? 1 : 0,
    at_ms: atMs,
  })
}

export function listHistory(db: Db | Trx, lineId: number, limit = 50) {
  return db
    .selectFrom('line_status_history')
    .selectAll()
    .where('line_id', '=', lineId)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute()
}
