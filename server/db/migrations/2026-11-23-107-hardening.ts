// Failed-login counters for the login throttle (server/auth/login-throttle.ts). The columns are the ones
// rate-limiter-flexible's SQL stores read and write: key, points consumed, expiry in epoch milliseconds.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute()
  await db.schema.createIndex('login_limits_expire').on('login_limits').column('expire').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_limits').execute()
}
