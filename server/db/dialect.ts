// Which engine a Kysely instance talks to, for the few places (migrations) that must differ.
import { PostgresAdapter, type Kysely } from 'kysely'

export type DialectName = 'sqlite' | 'postgres'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}
