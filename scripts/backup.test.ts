import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterEach, expect, it } from 'vitest'
import { backupSqlite } from './backup'

let dir: string | null = null
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
})

it('copies a live WAL database, with what was written and not yet checkpointed, while it stays open', async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'lineside-backup-'))
  const live = new SQLite(path.join(dir, 'lineside.sqlite'))
  live.pragma('journal_mode = WAL')
  live.exec('create table t (id integer primary key, v text)')
  const insert = live.prepare('insert into t (v) values (?)')
  for (let i = 0; i < 500; i++) insert.run(`row ${i}`)
  const target = path.join(dir, 'backups', 'copy.sqlite')
  await backupSqlite(path.join(dir, 'lineside.sqlite'), target)
  insert.run('after the backup')
  const copy = new SQLite(target, { readonly: true })
  expect(copy.prepare('select count(*) as n from t').get()).toEqual({ n: 500 })
  copy.close()
  live.close()
})
