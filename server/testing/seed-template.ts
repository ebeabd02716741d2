// Seeded templates for test servers: the demo seed (about half a second, most of it hashing the demo users'
// passwords) runs once per run and seed time, and each test server starts from a copy — the SQLite file copied,
// or on PostgreSQL `create database … template …`. The copy holds exactly what seeding would have written: the
// seed is deterministic for a given time and history length.
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { prepareDatabase } from '../bootstrap'
import type { Clock } from '../context'
import { templatePrefix } from './seed-templates.setup'
import { createTestDatabase, testDbKind, type TestDatabase } from './test-database'

const SQLITE_FILE = 'lineside.sqlite'

/** The run's template folder (seed-templates.setup.ts); undefined in a run without that setup. */
function templateDir(): string | undefined {
  return inject('seedTemplateDir')
}

/** Places itself beside racing workers: the first finished copy wins, the others use it. */
function publish(dir: string, name: string, content: string): string {
  const staged = path.join(dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}`)
  writeFileSync(staged, content)
  try {
    linkSync(staged, path.join(dir, name))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(staged, { force: true })
  }
  return readFileSync(path.join(dir, name), 'utf8')
}

const pending = new Map<string, Promise<string>>()

/** Seeds a template for this key once per run (per process while it is being made) and names it. */
function templateFor(dir: string, key: string, make: () => Promise<string>): Promise<string> {
  const marker = path.join(dir, `${key}.template`)
  if (existsSync(marker)) return Promise.resolve(readFileSync(marker, 'utf8'))
  let made = pending.get(key)
  if (!made) {
    made = make().then((value) => publish(dir, `${key}.template`, value))
    pending.set(key, made)
    made.finally(() => pending.delete(key)).catch(() => {})
  }
  return made
}

async function sqliteTemplate(dir: string, key: string, clock: Clock, historyDays: number): Promise<string> {
  const work = mkdtempSync(path.join(dir, 'seeding-'))
  const db = await prepareDatabase(work, 'demo', clock, historyDays, null)
  await db.destroy()
  // Closing the last connection folds the WAL into the file; a WAL left behind would make the copy incomplete.
  if (existsSync(path.join(work, `${SQLITE_FILE}-wal`))) throw new Error(`seed template ${key}: WAL left after close`)
  return path.join(work, SQLITE_FILE)
}

async function postgresTemplate(dir: string, key: string, clock: Clock, historyDays: number): Promise<string> {
  const name = `${templatePrefix(dir)}${key.replace(/-/g, '_')}_${process.pid}`
  const database = await createTestDatabase({ name })
  const db = await prepareDatabase(dir, 'demo', clock, historyDays, database.databaseUrl)
  await db.destroy()
  return name
}

/**
 * A fresh database already holding the demo seed at `clock.now()` with `historyDays` of history, ready for
 * prepareDatabase (which then finds it migrated and seeded); null outside a run with the template setup.
 * SQLite: the file is copied into `dataDir`.
 */
export async function seededTestDatabase(
  dataDir: string,
  clock: Clock,
  historyDays: number,
): Promise<TestDatabase | null> {
  const dir = templateDir()
  if (!dir) return null
  const key = `demo-h${historyDays}-${clock.now().getTime()}`
  if (testDbKind() === 'postgres') {
    const template = await templateFor(dir, `pg-${key}`, () => postgresTemplate(dir, key, clock, historyDays))
    return createTestDatabase({ template })
  }
  const file = await templateFor(dir, `sqlite-${key}`, () => sqliteTemplate(dir, key, clock, historyDays))
  mkdirSync(dataDir, { recursive: true })
  copyFileSync(file, path.join(dataDir, SQLITE_FILE))
  return { databaseUrl: null, drop: async () => {} }
}
