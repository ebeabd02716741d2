// SQL of the OEE report's kept day and month figures (decision 241): the plant's day rows, the sums per line,
// shift or product over kept periods (summed in SQL), keeping a day's rows and a month's rows summed from its days.
import { sql } from 'kysely'
import type { Db, Trx } from '../db/connection'
import type { OeePeriodSumsTable } from '../db/oee-tables'
import { oeeSumGenerations } from './oee-sums.repository'

type Q = Db | Trx

export type PeriodRow = OeePeriodSumsTable

/** The scalar sums of a row or a group of rows (bigints and sums may come as text). */
export interface PeriodSums {
  scheduled_ms: number | string
  planned_stop_ms: number | string
  unplanned_stop_ms: number | string
  unexplained_ms: number | string
  setup_ms: number | string
  breakdown_ms: number | string
  good: number | string
  rejected: number | string
  ideal_ms: number | string
  ideal_missing: number | string
  startup_reject_ideal_ms: number | string
  reject_ideal_ms: number | string
}

const SUMMED = [
  'scheduled_ms',
  'planned_stop_ms',
  'unplanned_stop_ms',
  'unexplained_ms',
  'setup_ms',
  'breakdown_ms',
  'good',
  'rejected',
  'ideal_ms',
  'ideal_missing',
  'startup_reject_ideal_ms',
  'reject_ideal_ms',
] as const

export type PlantDayRow = PeriodSums & { period: string; fingerprint: string; reason_ms: string }

/**
 * The plant's rows of the given days (each day's marker: its fingerprint says whether it is valid) and the
 * fingerprints of the given kept months, in one statement (decision 242). The periods are listed, not a range:
 * `period IN (…) AND line_id = 0` seeks the primary key (level, period, line_id, …) to one row per period, where
 * a range of periods read every line's rows of it (121 per day) to keep one.
 */
export async function plantDaysAndMonths(
  db: Q,
  dates: string[],
  months: string[],
): Promise<{ days: PlantDayRow[]; months: Map<string, string> }> {
  const marker = (level: 'day' | 'month', periods: string[]) =>
    db
      .selectFrom('oee_period_sums')
      .select(['level', 'period', 'fingerprint', 'reason_ms', ...SUMMED])
      .where('level', '=', level)
      .where('period', 'in', periods)
      .where('line_id', '=', 0)
  const days = marker('day', dates)
  const rows = await (months.length ? days.unionAll(marker('month', months)) : days).execute()
  return {
    days: rows.filter((r) => r.level === 'day'),
    months: new Map(rows.filter((r) => r.level === 'month').map((r) => [r.period, r.fingerprint])),
  }
}

export type GroupColumn = 'line_id' | 'shift' | 'product_id'
export type GroupSums = PeriodSums & { key: number | string }

/**
 * The sums per line, shift or product of the lines' rows of the given months and days (periods as inclusive
 * ranges of 'YYYY-MM' and 'YYYY-MM-DD'), summed by the database: one grouped select per range, each a seek on
 * the primary key (an OR of ranges let SQLite scan the table), all in one statement (UNION ALL; decision 242),
 * added up here.
 */
export async function groupSums(
  db: Q,
  by: GroupColumn,
  months: [string, string][],
  days: [string, string][],
): Promise<GroupSums[]> {
  const ranges = [...months.map((r) => ['month', ...r]), ...days.map((r) => ['day', ...r])]
  const out = new Map<string, GroupSums>()
  if (ranges.length === 0) return []
  const selects = ranges.map(([level, from, to]) =>
    db
      .selectFrom('oee_period_sums')
      .select((eb) => [eb.ref(by).as('key'), ...SUMMED.map((c) => eb.fn.sum<number | string>(c).as(c))])
      .where('level', '=', level!)
      .where('period', '>=', from!)
      .where('period', '<=', to!)
      .where('line_id', '<>', 0)
      .groupBy(by),
  )
  let q = selects[0]!
  for (const next of selects.slice(1)) q = q.unionAll(next)
  for (const r of await q.execute()) {
    const acc = out.get(String(r.key))
    if (!acc) out.set(String(r.key), r)
    else for (const c of SUMMED) acc[c] = Number(acc[c]) + Number(r[c])
  }
  return [...out.values()]
}

/**
 * Keeps freshly summed days (their plant row and lines' rows), replacing what was kept for them, unless a line's
 * generation moved since `generations` was read (a write in between: nothing is kept). True when kept.
 */
export async function keepDays(
  db: Db,
  dates: string[],
  rows: PeriodRow[],
  generations: Map<number, number>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await sameGenerations(trx, generations))) return false
    for (let i = 0; i < dates.length; i += 500)
      await trx
        .deleteFrom('oee_period_sums')
        .where('level', '=', 'day')
        .where('period', 'in', dates.slice(i, i + 500))
        .execute()
    for (let i = 0; i < rows.length; i += 250)
      await trx
        .insertInto('oee_period_sums')
        .values(rows.slice(i, i + 250))
        .execute()
    return true
  })
}

/**
 * Keeps a whole month summed from its kept days (fromDate..toDate, each with its plant row of `dayPrints`), with
 * the month's fingerprint; nothing when a day is missing or a generation moved. True when kept.
 */
export async function keepMonth(
  db: Db,
  month: string,
  fromDate: string,
  toDate: string,
  fingerprint: string,
  dayCount: number,
  generations: Map<number, number>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await sameGenerations(trx, generations))) return false
    const days = await trx
      .selectFrom('oee_period_sums')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('level', '=', 'day')
      .where('line_id', '=', 0)
      .where('period', '>=', fromDate)
      .where('period', '<=', toDate)
      .executeTakeFirstOrThrow()
    if (Number(days.n) !== dayCount) return false
    await trx.deleteFrom('oee_period_sums').where('level', '=', 'month').where('period', '=', month).execute()
    await trx
      .insertInto('oee_period_sums')
      .columns([
        'level',
        'period',
        'line_id',
        'shift',
        'product_id',
        'start_ms',
        'end_ms',
        'fingerprint',
        'reason_ms',
        ...SUMMED,
      ])
      .expression((eb) =>
        eb
          .selectFrom('oee_period_sums')
          .select((s) => [
            sql.lit('month').as('level'),
            sql<string>`cast(${month} as text)`.as('period'),
            'line_id',
            'shift',
            'product_id',
            s.fn.min('start_ms').as('start_ms'),
            s.fn.max('end_ms').as('end_ms'),
            sql<string>`cast(${fingerprint} as text)`.as('fingerprint'),
            sql.lit('{}').as('reason_ms'),
            ...SUMMED.map((c) => s.fn.sum(c).as(c)),
          ])
          .where('level', '=', 'day')
          .where('period', '>=', fromDate)
          .where('period', '<=', toDate)
          .groupBy(['line_id', 'shift', 'product_id']),
      )
      .execute()
    return true
  })
}

async function sameGenerations(trx: Trx, generations: Map<number, number>): Promise<boolean> {
  const now = await oeeSumGenerations(trx)
  if (now.size !== generations.size) return false
  for (const [line, g] of now) if (generations.get(line) !== g) return false
  return true
}
