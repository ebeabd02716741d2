// Figures for System Info and the documentation: row counts, sync clients, sessions, users per role.
import { sql } from 'kysely'
import type { Db } from '../db/connection'
import type { Database } from '../db/database'

export const COUNTED_TABLES = [
  'users',
  'sessions',
  'production_lines',
  'machines',
  'equipment',
  'tickets',
  'ticket_notes',
  'ticket_images',
  'audit_log',
  'change_log',
  'sync_clients',
  'webhook_outbox',
] as const satisfies readonly (keyof Database)[]

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    out[table] = Number(row?.n ?? 0)
  }
  return out
}

export function recentSyncClients(db: Db, limit: number) {
  return db
    .selectFrom('sync_clients')
    .leftJoin('users', 'users.id', 'sync_clients.user_id')
    .select([
      'sync_clients.client_id',
      'sync_clients.last_mutation_id',
      'sync_clients.updated_at',
      'sync_clients.pending_count',
      'sync_clients.pending_reported_at',
      'users.username',
    ])
    .orderBy('sync_clients.updated_at', 'desc')
    .limit(limit)
    .execute()
}

export async function openSessionCount(db: Db, now: string): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function auditCountSince(db: Db, action: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action)
    .where('timestamp', '>=', since)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export function usersPerRole(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['roles.name', (eb) => eb.fn.countAll<number>().as('n')])
    .where('users.deleted_at', 'is', null)
    .where('users.is_active', '=', 1)
    .groupBy('roles.name')
    .orderBy('roles.name')
    .execute()
}

/** PostgreSQL: the database's size on disk (pg_database_size), the counterpart of the SQLite file's size. */
export async function postgresDatabaseBytes(db: Db): Promise<number> {
  const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(db)
  return Number(rows[0]?.bytes ?? 0)
}
