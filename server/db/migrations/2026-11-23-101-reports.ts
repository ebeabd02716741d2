// Reports: epoch milliseconds on line status history (when each period began and ended) and on the ticket
// step times, so reports sum durations with plain integer SQL on any database; and the indexes the report
// ranges read. Frozen like every migration.
import type { Kysely } from 'kysely'

const BATCH = 1000
const TICKET_STEPS = ['created', 'assigned', 'accepted', 'started', 'resolved'] as const
const TICKET_EPOCHS = TICKET_STEPS.map((s) => `${s}_ms`)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('line_status_history').addColumn('at_ms', 'bigint').execute()
  await db.schema.alterTable('line_status_history').addColumn('ended_at', 'text').execute()
  await db.schema.alterTable('line_status_history').addColumn('ended_ms', 'bigint').execute()
  await backfillPeriods(db)
  for (const column of TICKET_EPOCHS) await db.schema.alterTable('tickets').addColumn(column, 'bigint').execute()
  await backfillTicketEpochs(db)

  // Uptime sums per line, status and reason: read in this order, so no sort and no table lookups.
  await db.schema
    .createIndex('line_status_history_report')
    .on('line_status_history')
    .columns(['superseded', 'line_id', 'status', 'issue', 'at_ms', 'ended_ms'])
    .execute()
  // The period a line was in when a range began (newest first per line, covering).
  await db.schema
    .createIndex('line_status_history_line_period')
    .on('line_status_history')
    .columns(['line_id', 'superseded', 'at_ms', 'status', 'issue', 'ended_ms'])
    .execute()
  // The open period a new status closes.
  await db.schema
    .createIndex('line_status_history_open')
    .on('line_status_history')
    .columns(['line_id', 'superseded', 'ended_ms'])
    .execute()
  // Ticket report ranges: everything the summary, the per-day counts and failure analytics read.
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
  await db.schema.createIndex('tickets_line_created').on('tickets').columns(['line_id', 'created_at']).execute()
  // The category tickets give each stop reason (their description), read from the index alone.
  await db.schema.createIndex('tickets_description').on('tickets').columns(['description', 'category']).execute()
}

/** Each applied period ends where the line's next applied status began; the latest stays open (null). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfillPeriods(db: Kysely<any>): Promise<void> {
  const lines: { line_id: number }[] = await db.selectFrom('line_status_history').select('line_id').distinct().execute()
  for (const { line_id } of lines) {
    const rows: { id: number; at: string; superseded: number }[] = await db
      .selectFrom('line_status_history')
      .select(['id', 'at', 'superseded'])
      .where('line_id', '=', line_id)
      .orderBy('at')
      .orderBy('id')
      .execute()
    const applied = rows.filter((r) => r.superseded === 0)
    const updates = rows.map((r) => ({ id: r.id, at_ms: Date.parse(r.at), ended_at: null as string | null }))
    const byId = new Map(updates.map((u) => [u.id, u]))
    for (let i = 0; i + 1 < applied.length; i++) byId.get(applied[i]!.id)!.ended_at = applied[i + 1]!.at
    for (let i = 0; i < updates.length; i += BATCH) {
      await db.transaction().execute(async (trx) => {
        for (const u of updates.slice(i, i + BATCH)) {
          await trx
            .updateTable('line_status_history')
            .set({
              at_ms: u.at_ms,
              ended_at: u.ended_at,
              ended_ms: u.ended_at === null ? null : Date.parse(u.ended_at),
            })
            .where('id', '=', u.id)
            .execute()
        }
      })
    }
  }
}

/** The epoch twin of every ticket step time already recorded. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfillTicketEpochs(db: Kysely<any>): Promise<void> {
  let after = ''
  for (;;) {
    const rows: Record<string, string | null>[] = await db
      .selectFrom('tickets')
      .select(['id', ...TICKET_STEPS.map((s) => `${s}_at`)])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    if (rows.length === 0) return
    await db.transaction().execute(async (trx) => {
      for (const row of rows) {
        const set = Object.fromEntries(
          TICKET_STEPS.map((s) => [`${s}_ms`, row[`${s}_at`] ? Date.parse(row[`${s}_at`]!) : null]),
        )
        await trx.updateTable('tickets').set(set).where('id', '=', row.id).execute()
      }
    })
    after = rows[rows.length - 1]!.id!
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'tickets_description',
    'tickets_line_created',
    'tickets_report',
    'line_status_history_open',
    'line_status_history_line_period',
    'line_status_history_report',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute()
  }
  for (const column of TICKET_EPOCHS) await db.schema.alterTable('tickets').dropColumn(column).execute()
  await db.schema.alterTable('line_status_history').dropColumn('ended_ms').execute()
  await db.schema.alterTable('line_status_history').dropColumn('ended_at').execute()
  await db.schema.alterTable('line_status_history').dropColumn('at_ms').execute()
}
