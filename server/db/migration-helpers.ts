// Column shapes that differ between SQLite and PostgreSQL, so one migration runs on both.
import type { CreateTableBuilder, Kysely } from 'kysely'
import { dialectOf } from './dialect'

/**
 * An integer primary key the database numbers: `integer primary key autoincrement` on SQLite,
 * `serial primary key` on PostgreSQL (Kysely has no portable auto-increment).
 */
export function idColumn<T extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
  name = 'id',
): CreateTableBuilder<T, never> {
  if (dialectOf(db) === 'postgres')
    return table.addColumn(name, 'serial', (c) => c.primaryKey()) as CreateTableBuilder<T, never>
  return table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement()) as CreateTableBuilder<T, never>
}

/**
 * Floating point: SQLite's `real` is 8 bytes, PostgreSQL's `real` only 4, so use `double precision`
 * (SQLite gives it REAL affinity: same storage as before).
 */
export const REAL = 'double precision' as const
