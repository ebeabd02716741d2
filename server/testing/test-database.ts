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

export async function createTestDatabase(): Promise<TestDatabase> {
  const settings = testDbSettings()
  if (settings.kind === 'sqlite') return { databaseUrl: null, drop: async () => {} }
  const name = `lineside_t_${process.pid}_${randomBytes(4).toString('hex')}`
  await onAdmin(settings.adminUrl, `create database ${name}`)
  const url = new URL(settings.adminUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    drop: () => onAdmin(settings.adminUrl, `drop database if exists ${name} with (force)`),
  }
}
