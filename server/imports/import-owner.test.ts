// Issue 27.10: an instance's restart fails only its own unfinished import jobs; another instance's job on the same
// database runs on, and is failed only once its owner stops heartbeating (decision 183).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { boot } from '../bootstrap'
import type { Db } from '../db/connection'
import { createTestDatabase, type TestDatabase } from '../testing/test-database'
import { TestClock } from '../testing/test-server'
import { IMPORT_SILENT_MS, RESTARTED_MESSAGE, SILENT_MESSAGE } from './import-job-keeper'
import { getImportJob, insertImportJob } from './import-jobs.repository'

let database: TestDatabase | null = null
let dataDir: string | null = null
let running: Awaited<ReturnType<typeof boot>> | null = null

afterEach(async () => {
  await running?.close()
  await database?.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  running = database = dataDir = null
})

const start = (clock: TestClock) =>
  boot({
    dataDir: dataDir!,
    secret: 'import-owner-test',
    seed: 'demo',
    historyDays: 0,
    clientDir: null,
    clock,
    databaseUrl: database!.databaseUrl,
  })

async function job(db: Db, clock: TestClock, owner: string | null, status: 'pending' | 'processing') {
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
  const id = await insertImportJob(db, {
    fileName: `${owner ?? 'legacy'}.csv`,
    source: 'csv',
    createdBy: admin.id,
    createdAt: clock.now().toISOString(),
    owner,
  })
  await db.updateTable('data_imports').set({ status }).where('id', '=', id).execute()
  return id
}

const state = async (db: Db, id: number) => {
  const row = await getImportJob(db, id)
  return { status: row?.status, message: row?.message }
}

describe('import jobs across restarts and instances', () => {
  it('a restart fails its own unfinished jobs only; a silent owner’s jobs fail later', async () => {
    database = await createTestDatabase()
    dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-import-owner-'))
    const clock = new TestClock()
    running = await start(clock)
    const me = running.deps.config.instanceId!
    expect(me).toMatch(/\S/)
    const mine = await job(running.db, clock, me, 'processing')
    const queued = await job(running.db, clock, me, 'pending')
    // Another instance on the same database, heartbeating; and a job from before owners were kept.
    const theirs = await job(running.db, clock, 'instance-b', 'processing')
    clock.advance(IMPORT_SILENT_MS + 60_000)
    const legacy = await job(running.db, clock, null, 'processing')
    await running.db
      .updateTable('data_imports')
      .set({ created_at: '2026-01-01T00:00:00.000Z', heartbeat_at: null })
      .where('id', '=', legacy)
      .execute()
    await running.db
      .updateTable('data_imports')
      .set({ heartbeat_at: clock.now().toISOString() })
      .where('id', '=', theirs)
      .execute()

    // Restart (same data folder: the same instance id).
    await running.close()
    running = await start(clock)
    expect(running.deps.config.instanceId).toBe(me)
    expect(await state(running.db, mine)).toEqual({ status: 'failed', message: RESTARTED_MESSAGE })
    expect(await state(running.db, queued)).toEqual({ status: 'failed', message: RESTARTED_MESSAGE })
    expect(await state(running.db, theirs)).toEqual({ status: 'processing', message: null })
    expect(await state(running.db, legacy)).toEqual({ status: 'failed', message: SILENT_MESSAGE })

    // This instance's new job is kept alive by its heartbeat; instance B's goes silent and is failed.
    const fresh = await job(running.db, clock, me, 'processing')
    clock.advance(IMPORT_SILENT_MS - 30_000)
    await running.importKeeper.round()
    expect((await state(running.db, theirs)).status).toBe('processing')
    clock.advance(60_000)
    await running.importKeeper.round()
    expect(await state(running.db, theirs)).toEqual({ status: 'failed', message: SILENT_MESSAGE })
    expect((await state(running.db, fresh)).status).toBe('processing')
  })
})
