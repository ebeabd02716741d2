// The ticket report's sums per UTC creation day × status for ended days (decision 271), kept at report time: the
// ticket commands write nothing here, so concurrent pushes never share a row (the trigger-kept sums of decision 246
// deadlocked them). Every writer of a ticket records a change (`ctx.change('tickets', id)`); before a report reads
// the kept rows, the days of the tickets changed since the last report are grouped again, and days that ended
// since are added. How far the rows reach (the change sequence and the first day not kept) is a retention mark.
import { sql } from 'kysely'
import type { Trx } from '../context'
import { CHANGE_LOG_MARK, latestSeq } from '../changes/change-log.repository'
import type { Db } from '../db/connection'
import { dialectOf } from '../db/dialect'
import { daySumColumns, type DayStatusSum } from './ticket-report.repository'

const MARK = 'ticket_day_sums'
/** PostgreSQL advisory lock key: one instance brings the kept rows up to date at a time. */
const KEEP_LOCK = 7_107_271
/** Days per `in` list when a long stretch of old tickets changed. */
const CHUNK = 500

/** A kept row's columns, in the order of the grouping's (`daySumColumns`), which fills them by position. */
const COLUMNS = [
  'day',
  'status',
  'n',
  'resolution_ms',
  'resolved',
  'urgent',
  'accept_ms',
  'accepted',
  'start_ms',
  'started',
] as const

/** The kept rows hold every day before `through` ('YYYY-MM-DD') as of change `seq`. */
interface Reach {
  seq: number
  through: string
}

async function reachOf(db: Db | Trx): Promise<Reach | undefined> {
  const row = await db.selectFrom('retention_marks').select(['seq', 'at']).where('name', '=', MARK).executeTakeFirst()
  return row && { seq: Number(row.seq), through: row.at }
}

async function purgedSeq(db: Db | Trx): Promise<number> {
  const row = await db
    .selectFrom('retention_marks')
    .select('seq')
    .where('name', '=', CHANGE_LOG_MARK)
    .executeTakeFirst()
  return row ? Number(row.seq) : 0
}

/** The ticket grouping of the days picked by `where`, written as kept rows. */
async function groupDays(trx: Trx, where: { days?: string[]; from?: string; to?: string }): Promise<void> {
  await trx
    .insertInto('ticket_day_sums')
    .columns(COLUMNS)
    .expression((eb) => {
      let q = eb.selectFrom('tickets as t').where('t.created_day', 'is not', null)
      if (where.days) q = q.where('t.created_day', 'in', where.days)
      if (where.from !== undefined) q = q.where('t.created_day', '>=', where.from)
      if (where.to !== undefined) q = q.where('t.created_day', '<', where.to)
      return q.select((eb) => daySumColumns(eb)).groupBy(['t.created_day', 't.status'])
    })
    .execute()
}

/** Which kept days the changes in (after, upTo] touched; `gone` when a changed ticket no longer exists. */
async function changedDays(trx: Trx, after: number, upTo: number): Promise<{ days: string[]; gone: boolean }> {
  const rows = await trx
    .selectFrom('change_log as c')
    .leftJoin('tickets as t', 't.id', 'c.entity_id')
    .select(['t.created_day as day', (eb) => eb(eb.ref('t.id'), 'is', null).as('gone')])
    .distinct()
    .where('c.entity', '=', 'tickets')
    .where('c.seq', '>', after)
    .where('c.seq', '<=', upTo)
    .execute()
  return {
    days: rows.flatMap((r) => (r.day === null ? [] : [r.day])),
    gone: rows.some((r) => Boolean(Number(r.gone))),
  }
}

/**
 * Brings the kept rows up to date for a report on `today` ('YYYY-MM-DD', UTC): every day before it kept, as of the
 * latest change. Two cheap reads when nothing changed; else one transaction (on PostgreSQL under an advisory lock,
 * so two instances never write the same day twice). A purge that took changes not yet read, or a changed ticket
 * that is gone, groups every day again.
 */
export async function keepTicketDaySums(db: Db, today: string): Promise<void> {
  const [reach, latest] = await Promise.all([reachOf(db), latestSeq(db)])
  if (reach && reach.seq === latest && reach.through >= today) return
  await db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${sql.lit(KEEP_LOCK)})`.execute(trx)
    const [was, upTo, purged] = await Promise.all([reachOf(trx), latestSeq(trx), purgedSeq(trx)])
    if (was && was.seq === upTo && was.through >= today) return
    const through = was && was.through > today ? was.through : today
    const changed = was && purged <= was.seq ? await changedDays(trx, was.seq, upTo) : undefined
    if (!was || !changed || changed.gone) {
      await trx.deleteFrom('ticket_day_sums').execute()
      await groupDays(trx, { to: through })
    } else {
      const dirty = changed.days.filter((d) => d < was.through)
      for (let i = 0; i < dirty.length; i += CHUNK) {
        const days = dirty.slice(i, i + CHUNK)
        await trx.deleteFrom('ticket_day_sums').where('day', 'in', days).execute()
        await groupDays(trx, { days })
      }
      if (through > was.through) {
        await trx.deleteFrom('ticket_day_sums').where('day', '>=', was.through).where('day', '<', through).execute()
        await groupDays(trx, { from: was.through, to: through })
      }
    }
    await trx
      .insertInto('retention_marks')
      .values({ name: MARK, seq: upTo, at: through })
      .onConflict((oc) => oc.column('name').doUpdateSet({ seq: upTo, at: through }))
      .execute()
  })
}

/** The kept rows of the days in [from, to) ('YYYY-MM-DD'), shaped as the raw grouping's. */
export function keptDaySums(db: Db, from: string, to: string): Promise<DayStatusSum[]> {
  return db.selectFrom('ticket_day_sums').select(COLUMNS).where('day', '>=', from).where('day', '<', to).execute()
}

/** Forgets the kept rows: for writers that change tickets without recording changes (test fixtures, bulk loads). */
export async function forgetTicketDaySums(db: Db): Promise<void> {
  await db.deleteFrom('retention_marks').where('name', '=', MARK).execute()
  await db.deleteFrom('ticket_day_sums').execute()
}
