// Seconds since 1970 of an ISO-8601 UTC text column ('YYYY-MM-DDTHH:MM:SS…Z'), in portable SQL
// (substr, CAST, CASE and integer arithmetic behave alike in SQLite and PostgreSQL), so ticket durations
// are summed in the database. Days from the civil date (H. Hinnant's algorithm) counted from 2000-03-01,
// so it holds for times from then until 2399; sub-second digits are ignored.
import type { AliasableExpression, Expression, ExpressionBuilder } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = ExpressionBuilder<any, any>

/** Days from 1970-01-01 to 2000-03-01. */
const DAYS_TO_2000_03_01 = 11017

function part(eb: Eb, column: Expression<string | null>, from: number, length: number): Expression<number> {
  return eb.cast<number>(eb.fn<string>('substr', [column, eb.lit(from), eb.lit(length)]), 'integer')
}

export function isoEpochSeconds(eb: Eb, column: Expression<string | null>): AliasableExpression<number> {
  // Every operation in its own parentheses: Kysely writes binary operations bare.
  const op = (a: Expression<number>, o: '+' | '-' | '*' | '/', b: Expression<number>) => eb.parens(eb(a, o, b))
  const y = part(eb, column, 1, 4)
  const m = part(eb, column, 6, 2)
  const d = part(eb, column, 9, 2)
  const early = (a: number, b: number) => eb.case().when(m, '<=', eb.lit(2)).then(eb.lit(a)).else(eb.lit(b)).end()
  const n = (v: number) => eb.lit(v)
  // Years and months counted from March, so the leap day ends the year.
  const yoe = op(op(y, '-', n(2000)), '-', early(1, 0))
  const mp = op(m, '+', early(9, -3))
  const doy = op(op(op(op(n(153), '*', mp), '+', n(2)), '/', n(5)), '+', op(d, '-', n(1)))
  const leaps = op(op(op(yoe, '/', n(4)), '-', op(yoe, '/', n(100))), '+', op(yoe, '/', n(400)))
  const days = op(op(op(n(DAYS_TO_2000_03_01), '+', op(yoe, '*', n(365))), '+', leaps), '+', doy)
  const clock = op(op(op(part(eb, column, 12, 2), '*', n(3600)), '+', op(part(eb, column, 15, 2), '*', n(60))), '+', part(eb, column, 18, 2))
  return op(op(days, '*', n(86400)), '+', clock)
}

/** Seconds between two ISO columns (later − earlier), null when either is null. */
export function secondsBetween(eb: Eb, earlier: Expression<string | null>, later: Expression<string | null>): AliasableExpression<number | null> {
  return eb.parens(eb(isoEpochSeconds(eb, later), '-', isoEpochSeconds(eb, earlier)))
}
