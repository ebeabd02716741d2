// Production lines and their status history.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import { sql, type Updateable } from 'kysely'
import { dialectOf } from '../db/dialect'
import type { ProductionLinesTable } from '../db/database'
import { definedColumns, placeholdersFor, prepare, preparedFamily } from '../db/prepared'
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

export async function updateLine(db: Db | Trx, id: number, values: Updateable<ProductionLinesTable>): Promise<void> {
  const set = definedColumns(values)
  await updateLineQuery(Object.keys(set)).defer(db, Object.assign({}, set, { where_id: id }))
}

// The two reads below run once per pushed status change. Their LIMIT is written into the SQL: bound as a
// parameter (Kysely's default), SQLite took 18–28 µs for each instead of 3 (decision 170).
const lastPressQuery = prepare((db, p: { lineId: number; userId: number }) =>
  db
    .selectFrom('line_status_history')
    .select('at')
    .where('line_id', '=', p.lineId)
    .where('changed_by', '=', p.userId)
    .orderBy('at', 'desc')
    .limit(sql.lit(1)),
)

/** This user's latest press on the line, applied or not: the floor for the time of their next one. */
export function lastPressBy(db: Db | Trx, lineId: number, userId: number) {
  return lastPressQuery.executeTakeFirst(db, { lineId, userId })
}

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
