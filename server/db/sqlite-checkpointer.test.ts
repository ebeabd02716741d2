import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, expect, test } from 'vitest'
import { openDatabase, sqliteHandle, type Db } from './connection'

let dir: string | null = null
let db: Db | null = null
afterEach(async () => {
  await db?.destroy()
  if (dir) rmSync(dir, { recursive: true, force: true })
  db = null
  dir = null
})

async function writeCommits(database: Db, commits: number, bytesEach: number) {
  for (let i = 0; i < commits; i++) {
    await database.transaction().execute(async (trx) => {
      await sql`insert into blobs (body) values (${'x'.repeat(bytesEach)})`.execute(trx)
    })
  }
}

test('a busy SQLite database is checkpointed by the worker, not inside the commits of the serving connection', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lineside-ckpt-'))
  const file = path.join(dir, 'lineside.sqlite')
  db = openDatabase(file)
  sqliteHandle(db)!.exec('create table blobs (id integer primary key, body text)')
  // Quiet: a few small commits stay in the WAL (SQLite's own checkpoint only comes at 1,000 pages).
  await writeCommits(db, 16, 1000)
  const quiet = statSync(file).size
  // Busy: 8 MB in 64 commits. Past 2 MB of WAL the worker starts and the serving connection's own automatic
  // checkpoint moves to 20,000 pages (80 MB), so only the worker can have moved these pages into the file.
  await writeCommits(db, 64, 128 * 1024)
  expect(sqliteHandle(db)!.pragma('wal_autocheckpoint', { simple: true })).toBe(20_000)
  await expect
    .poll(() => statSync(file).size, { timeout: 5000, interval: 100 })
    .toBeGreaterThan(quiet + 6 * 1024 * 1024)
})

test('a quiet database keeps SQLite’s own checkpoints and starts no worker', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lineside-ckpt-'))
  db = openDatabase(path.join(dir, 'lineside.sqlite'))
  sqliteHandle(db)!.exec('create table blobs (id integer primary key, body text)')
  await writeCommits(db, 64, 100)
  expect(sqliteHandle(db)!.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
})
