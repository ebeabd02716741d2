// Ticket report sums (decision 246): per UTC creation day × status (the ticket report's summary and tickets per
// day) and per creation month × line × category (failure analytics), kept by triggers on `tickets`, so every
// writer — the ticket commands and pushes, imports, the seed, the archive, bulk loads, a line deleted — keeps
// them exact in its own statement, with no extra round trip. The trigger bodies are the same SQL on both
// databases (upsert with `on conflict … do update`); only the trigger wrapper differs. Back-filled here.
// Frozen like every migration: the statements are written out here, not imported.
import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect'

/** The columns a ticket's share of the sums depends on: an update setting none of them fires nothing. */
const WATCHED = [
  'created_day',
  'created_at',
  'status',
  'priority',
  'line_id',
  'category',
  'created_ms',
  'resolved_ms',
  'assigned_ms',
  'accepted_ms',
  'started_ms',
]

const CLOSED = `('closed', 'resolved')`

/** The ticket `row` (new or old) added to (sign 1) or taken from (sign -1) both sums. */
function sumStatements(row: 'new' | 'old', sign: 1 | -1): string[] {
  const r = (column: string) => `${row}.${column}`
  const n = (expr: string) => (sign === 1 ? expr : `-(${expr})`)
  const diff = (to: string, from: string) => `(${r(to)} - ${r(from)})`
  const countOf = (expr: string) => `case when ${expr} is null then 0 else 1 end`
  const day = `insert into ticket_day_sums (day, status, n, urgent, resolution_ms, resolved, accept_ms, accepted, start_ms, started)
    select ${r('created_day')}, ${r('status')}, ${n('1')},
      ${n(`case when ${r('priority')} in ('high', 'critical') then 1 else 0 end`)},
      ${n(`coalesce(${diff('resolved_ms', 'created_ms')}, 0)`)}, ${n(countOf(diff('resolved_ms', 'created_ms')))},
      ${n(`coalesce(${diff('accepted_ms', 'assigned_ms')}, 0)`)}, ${n(countOf(diff('accepted_ms', 'assigned_ms')))},
      ${n(`coalesce(${diff('started_ms', 'assigned_ms')}, 0)`)}, ${n(countOf(diff('started_ms', 'assigned_ms')))}
    where ${r('created_day')} is not null
    on conflict (day, status) do update set
      n = ticket_day_sums.n + excluded.n,
      urgent = ticket_day_sums.urgent + excluded.urgent,
      resolution_ms = ticket_day_sums.resolution_ms + excluded.resolution_ms,
      resolved = ticket_day_sums.resolved + excluded.resolved,
      accept_ms = ticket_day_sums.accept_ms + excluded.accept_ms,
      accepted = ticket_day_sums.accepted + excluded.accepted,
      start_ms = ticket_day_sums.start_ms + excluded.start_ms,
      started = ticket_day_sums.started + excluded.started`
  const closed = `${r('status')} in ${CLOSED}`
  const failures = `insert into ticket_failure_sums (month, line_id, category, n, resolution_ms, resolved)
    select substr(${r('created_at')}, 1, 7), ${r('line_id')}, ${r('category')}, ${n('1')},
      ${n(`case when ${closed} then coalesce(${diff('resolved_ms', 'created_ms')}, 0) else 0 end`)},
      ${n(`case when ${closed} and ${r('resolved_ms')} is not null then 1 else 0 end`)}
    where ${r('line_id')} is not null
    on conflict (month, line_id, category) do update set
      n = ticket_failure_sums.n + excluded.n,
      resolution_ms = ticket_failure_sums.resolution_ms + excluded.resolution_ms,
      resolved = ticket_failure_sums.resolved + excluded.resolved`
  return [day, failures]
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ticket_day_sums')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('urgent', 'integer', (c) => c.notNull())
    .addColumn('resolution_ms', 'bigint', (c) => c.notNull())
    .addColumn('resolved', 'integer', (c) => c.notNull())
    .addColumn('accept_ms', 'bigint', (c) => c.notNull())
    .addColumn('accepted', 'integer', (c) => c.notNull())
    .addColumn('start_ms', 'bigint', (c) => c.notNull())
    .addColumn('started', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_day_sums_pk', ['day', 'status'])
    .execute()
  await db.schema
    .createTable('ticket_failure_sums')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('line_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('resolution_ms', 'bigint', (c) => c.notNull())
    .addColumn('resolved', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_failure_sums_pk', ['month', 'line_id', 'category'])
    .execute()

  const add = sumStatements('new', 1)
  const take = sumStatements('old', -1)
  if (dialectOf(db) === 'postgres') {
    await sql
      .raw(
        `create function ticket_report_sums() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then ${take.join(';\n')}; end if;
          if tg_op <> 'DELETE' then ${add.join(';\n')}; end if;
          return null;
        end $$`,
      )
      .execute(db)
    await sql
      .raw(
        `create trigger tickets_report_sums_write after insert or delete on tickets
        for each row execute function ticket_report_sums()`,
      )
      .execute(db)
    const changed = WATCHED.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')
    await sql
      .raw(
        `create trigger tickets_report_sums_update after update of ${WATCHED.join(', ')} on tickets
        for each row when (${changed}) execute function ticket_report_sums()`,
      )
      .execute(db)
  } else {
    await sql
      .raw(`create trigger tickets_report_sums_insert after insert on tickets begin ${add.join(';\n')}; end`)
      .execute(db)
    await sql
      .raw(`create trigger tickets_report_sums_delete after delete on tickets begin ${take.join(';\n')}; end`)
      .execute(db)
    const changed = WATCHED.map((c) => `old.${c} is not new.${c}`).join(' or ')
    await sql
      .raw(
        `create trigger tickets_report_sums_update after update of ${WATCHED.join(', ')} on tickets
        when ${changed} begin ${[...take, ...add].join(';\n')}; end`,
      )
      .execute(db)
  }

  // Back-fill from the tickets already there (the triggers only see writes from now on).
  const closed = (eb: string) => `${eb}status in ${CLOSED}`
  await sql
    .raw(
      `insert into ticket_day_sums (day, status, n, urgent, resolution_ms, resolved, accept_ms, accepted, start_ms, started)
      select created_day, status, count(*),
        sum(case when priority in ('high', 'critical') then 1 else 0 end),
        coalesce(sum(resolved_ms - created_ms), 0), count(resolved_ms - created_ms),
        coalesce(sum(accepted_ms - assigned_ms), 0), count(accepted_ms - assigned_ms),
        coalesce(sum(started_ms - assigned_ms), 0), count(started_ms - assigned_ms)
      from tickets where created_day is not null group by created_day, status`,
    )
    .execute(db)
  await sql
    .raw(
      `insert into ticket_failure_sums (month, line_id, category, n, resolution_ms, resolved)
      select substr(created_at, 1, 7), line_id, category, count(*),
        coalesce(sum(case when ${closed('')} then resolved_ms - created_ms end), 0),
        sum(case when ${closed('')} and resolved_ms is not null then 1 else 0 end)
      from tickets where line_id is not null
      group by substr(created_at, 1, 7), line_id, category`,
    )
    .execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists tickets_report_sums_write on tickets`.execute(db)
    await sql`drop trigger if exists tickets_report_sums_update on tickets`.execute(db)
    await sql`drop function if exists ticket_report_sums()`.execute(db)
  } else {
    for (const name of ['tickets_report_sums_insert', 'tickets_report_sums_delete', 'tickets_report_sums_update'])
      await sql.raw(`drop trigger if exists ${name}`).execute(db)
  }
  await db.schema.dropTable('ticket_day_sums').ifExists().execute()
  await db.schema.dropTable('ticket_failure_sums').ifExists().execute()
}
