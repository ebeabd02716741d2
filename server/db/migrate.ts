// Runs the date-prefixed migrations in order at start.
import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './connection'
import * as initial from './migrations/2026-11-21-001-initial'
import * as planningImports from './migrations/2026-11-23-104-planning-imports'

const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
  '2026-11-23-104-planning-imports': planningImports,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  for (const r of results ?? []) {
    if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`)
  }
  if (error) throw error instanceof Error ? error : new Error(String(error))
}
