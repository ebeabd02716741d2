// Report speed (decisions 120, 121): closed line-status periods pre-summed per line, UTC day or month, status
// and reason (backfilled here from the history); each ticket's UTC creation day, so the ticket report groups
// by day along an index; and indexes that let the report aggregates stream without sorting. Frozen like
// every migration: the bucket arithmetic is copied here, not imported.
import type { Kysely } from 'kysely'

const DAY = 86_400_000
const PAGE = 5000
const INSERT_ROWS = 1000
type Grain = 'day' | 'month'

function bucketStart(grain: Grain, ms: number): number {
  if (grain === 'day') return Math.floor(ms / DAY) * DAY
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
}

function nextBucket(grain: Grain, start: number): number {
  if (grain === 'day') return start + DAY
  const d = new Date(start)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)
}

function pieces(grain: Grain, atMs: number, endedMs: number): { startMs: number; ms: number; periods: number }[] {
  const first = bucketStart(grain, atMs)
  if (endedMs <= atMs) return [{ startMs: first, ms: endedMs - atMs, periods: 1 }]
  const out: { startMs: number; ms: number; periods: number }[] = []
  for (let b = first; b < endedMs; b = nextBucket(grain, b)) {
    out.push({
      startMs: b,
      ms: Math.min(endedMs, nextBucket(grain, b)) - Math.max(atMs, b),
      periods: b === first ? 1 : 0,
    })
  }
  return out
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('line_status_sums')
    .addColumn('grain', 'text', (c) => c.notNull())
    .addColumn('line_id', 'integer', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('issue', 'text')
    .addColumn('ms', 'bigint', (c) => c.notNull())
    .addColumn('periods', 'integer', (c) => c.notNull())
    .execute()
  // All lines over a range of buckets, and one line's buckets (also the row a write updates): covering.
  await db.schema
    .createIndex('line_status_sums_range')
    .on('line_status_sums')
    .columns(['grain', 'start_ms', 'line_id', 'status', 'issue', 'ms', 'periods'])
    .execute()
  await db.schema
    .createIndex('line_status_sums_line')
    .on('line_status_sums')
    .columns(['line_id', 'grain', 'start_ms', 'status', 'issue', 'ms', 'periods'])
    .execute()
  await backfillSums(db)
  // Periods beginning in a stretch, for all lines: a range seek on the start (the old report index began
  // with line, status and reason, so a range read every applied row).
  await db.schema
    .createIndex('line_status_history_at')
    .on('line_status_history')
    .columns(['superseded', 'at_ms', 'line_id', 'status', 'issue', 'ended_ms'])
    .execute()
  await db.schema.dropIndex('line_status_history_report').ifExists().execute()
  // The open period a new status closes, now covering what the sums need of it (the narrower index lost to
  // the per-line period index, which reads every row of the line).
  await db.schema.dropIndex('line_status_history_open').ifExists().execute()
  await db.schema
    .createIndex('line_status_history_open')
    .on('line_status_history')
    .columns(['line_id', 'superseded', 'ended_ms', 'at_ms', 'status', 'issue'])
    .execute()

  await db.schema.alterTable('tickets').addColumn('created_day', 'text').execute()
  await db
    .updateTable('tickets')
    .set((eb) => ({ created_day: eb.fn('substr', ['created_at', eb.lit(1), eb.lit(10)]) }))
    .execute()
  // Summary and tickets per day in one pass, read in (day, status) order: no sort.
  await db.schema
    .createIndex('tickets_report_day')
    .on('tickets')
    .columns([
      'created_day',
      'status',
      'created_at',
      'line_id',
      'priority',
      'created_ms',
      'resolved_ms',
      'assigned_ms',
      'accepted_ms',
      'started_ms',
    ])
    .execute()
  // Failures per line × category, read in that order: no sort.
  await db.schema
    .createIndex('tickets_line_category')
    .on('tickets')
    .columns(['line_id', 'category', 'created_at', 'status', 'created_ms', 'resolved_ms'])
    .execute()
  // Replaced by the two above; one index fewer to write on every ticket change.
  await db.schema.dropIndex('tickets_report').ifExists().execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfillSums(db: Kysely<any>): Promise<void> {
  const sums = new Map<string, Record<string, unknown> & { ms: number; periods: number }>()
  let after = 0
  for (;;) {
    const rows: {
      id: number
      line_id: number
      status: string
      issue: string | null
      at_ms: number | string
      ended_ms: number | string
    }[] = await db
      .selectFrom('line_status_history')
      .select(['id', 'line_id', 'status', 'issue', 'at_ms', 'ended_ms'])
      .where('superseded', '=', 0)
      .where('ended_ms', 'is not', null)
      .where('at_ms', 'is not', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute()
    if (rows.length === 0) break
    after = Number(rows[rows.length - 1]!.id)
    for (const r of rows) {
      for (const grain of ['day', 'month'] as const) {
        for (const p of pieces(grain, Number(r.at_ms), Number(r.ended_ms))) {
          const key = `${grain}|${r.line_id}|${p.startMs}|${r.status}|${r.issue === null ? '\u0000' : `=${r.issue}`}`
          const sum = sums.get(key)
          if (sum) {
            sum.ms += p.ms
            sum.periods += p.periods
          } else {
            sums.set(key, {
              grain,
              line_id: r.line_id,
              start_ms: p.startMs,
              status: r.status,
              issue: r.issue,
              ms: p.ms,
              periods: p.periods,
            })
          }
        }
      }
    }
  }
  const all = [...sums.values()]
  for (let i = 0; i < all.length; i += INSERT_ROWS)
    await db
      .insertInto('line_status_sums')
      .values(all.slice(i, i + INSERT_ROWS))
      .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('tickets_report')
    .on('tickets')
    .columns([
      'created_at',
      'line_id',
      'status',
      'priority',
      'category',
      'created_ms',
      'resolved_ms',
      'assigned_ms',
      'accepted_ms',
      'started_ms',
    ])
    .execute()
  await db.schema.dropIndex('tickets_line_category').ifExists().execute()
  await db.schema.dropIndex('tickets_report_day').ifExists().execute()
  await db.schema.alterTable('tickets').dropColumn('created_day').execute()
  await db.schema.dropIndex('line_status_history_open').ifExists().execute()
  await db.schema
    .createIndex('line_status_history_open')
    .on('line_status_history')
    .columns(['line_id', 'superseded', 'ended_ms'])
    .execute()
  await db.schema
    .createIndex('line_status_history_report')
    .on('line_status_history')
    .columns(['superseded', 'line_id', 'status', 'issue', 'at_ms', 'ended_ms'])
    .execute()
  await db.schema.dropIndex('line_status_history_at').ifExists().execute()
  await db.schema.dropTable('line_status_sums').ifExists().execute()
}
