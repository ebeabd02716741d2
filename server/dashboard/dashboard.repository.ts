// Counts behind the dashboard cards.
import type { Trx } from '../context'
import type { Db } from '../db/connection'

export function lineStatusSummary(db: Db | Trx) {
  return db
    .selectFrom('production_lines')
    .select([
      'status',
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.avg<number | null>('efficiency').as('avgEfficiency'),
    ])
    .groupBy('status')
    .execute()
}

/** "Active" = neither resolved nor closed (spec §9); archived tickets are out of the working set. */
export async function countActiveTickets(db: Db | Trx): Promise<number> {
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', 'not in', ['resolved', 'closed'])
    .where('archived_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
