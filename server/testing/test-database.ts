// Where a test server keeps its data: a temporary SQLite file by default; with TEST_DB=postgres a fresh
// database on the throw-away cluster (scripts/pg-test-cluster.mjs, PG_TEST_URL), dropped on close.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface TestDatabase {
  /** null: SQLite in the data folder. */
  databaseUrl: string | null
  drop(): Promise<void>
}

/** The only place tests read their database switch (server/env.ts is the app's). */
function testDbSettings(
  env: NodeJS.ProcessEnv = process.env,
): { kind: 'sqlite' } | { kind: 'postgres'; adminUrl: string } {
  if ((env.TEST_DB ?? 'sqlite') !== 'postgres') return { kind: 'sqlite' }
  if (!env.PG_TEST_URL) throw new Error('TEST_DB=postgres needs PG_TEST_URL: run npm run test:server:pg')
  return { kind: 'postgres', adminUrl: env.PG_TEST_URL }
}

export function testDbKind(): 'sqlite' | 'postgres' {
  return testDbSettings().kind
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

export interface TestDatabaseOptions {
  /** The database's name (default: a random one). */
  name?: string
  /** Copy this database (a seeded template, server/testing/seed-template.ts) instead of starting empty. */
  template?: string
}

/** Copying a template fails while a session is still leaving it (a pool that just ended): retried briefly. */
async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onAdmin(
        adminUrl,
        template ? `create database ${name} template ${template}` : `create database ${name}`,
      )
    } catch (error) {
      const busy = template && /being accessed by other users/.test(String(error))
      if (!busy || attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const settings = testDbSettings()
  if (settings.kind === 'sqlite') return { databaseUrl: null, drop: async () => {} }
  const name = options.name ?? `lineside_t_${process.pid}_${randomBytes(4).toString('hex')}`
  await createDatabase(settings.adminUrl, name, options.template)
  const url = new URL(settings.adminUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    drop: () => onAdmin(settings.adminUrl, `drop database if exists ${name} with (force)`),
  }
}
