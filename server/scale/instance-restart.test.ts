// Two Lineside processes on one PostgreSQL (issue 27.10, decision 183): restarting A fails A's unfinished import
// jobs and not B's; when the server kills the instances' LISTEN connections they come back, one each, and a
// write through B still pokes a live stream on A. Real processes (scripts/start.ts), a real PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../bootstrap'
import { EVENTS_APPLICATION_NAME } from '../changes/pg-event-bus'
import { systemClock } from '../context'
import type { Db } from '../db/connection'
import { openPostgres } from '../db/connection'
import { RESTARTED_MESSAGE } from '../imports/import-job-keeper'
import { insertImportJob } from '../imports/import-jobs.repository'
import { apiClient, startAppProcess, type AppProcess } from '../testing/app-process'
import { createTestDatabase, testDbKind, type TestDatabase } from '../testing/test-database'

const onPostgres = testDbKind() === 'postgres'

describe.skipIf(!onPostgres)('an instance restarting beside another on one PostgreSQL', () => {
  let database: TestDatabase
  let db: Db
  let a: AppProcess
  let b: AppProcess
  const start = (id: string) =>
    startAppProcess({ databaseUrl: database.databaseUrl!, env: { SEED: 'none', INSTANCE_ID: id } })

  beforeAll(async () => {
    database = await createTestDatabase()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-seed-'))
    await (await prepareDatabase(dataDir, 'demo', systemClock, 0, database.databaseUrl)).destroy()
    rmSync(dataDir, { recursive: true, force: true })
    ;[a, b] = await Promise.all([start('instance-a'), start('instance-b')])
    db = openPostgres(database.databaseUrl!, { poolSize: 2 })
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((p) => p.stop()))
    await db?.destroy()
    await database?.drop()
  }, 60_000)

  const listening = async () => {
    const dbName = new URL(database.databaseUrl!).pathname.slice(1)
    const { rows } = await sql<{
      pid: number
    }>`select pid from pg_stat_activity where datname = ${dbName} and application_name = ${EVENTS_APPLICATION_NAME}`.execute(
      db,
    )
    return rows.map((r) => r.pid)
  }

  it('restarting A fails the import A was running, not the one B is running', async () => {
    const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()
    const job = async (owner: string) => {
      const id = await insertImportJob(db, {
        fileName: `${owner}.csv`,
        source: 'csv',
        createdBy: admin.id,
        createdAt: new Date().toISOString(),
        owner,
      })
      await db.updateTable('data_imports').set({ status: 'processing' }).where('id', '=', id).execute()
      return id
    }
    const ofA = await job('instance-a')
    const ofB = await job('instance-b')
    await a.stop()
    a = await start('instance-a')
    const rows = await db
      .selectFrom('data_imports')
      .select(['id', 'status', 'message'])
      .where('id', 'in', [ofA, ofB])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: ofA, status: 'failed', message: RESTARTED_MESSAGE },
      { id: ofB, status: 'processing', message: null },
    ])
  }, 120_000)

  it('LISTEN connections killed by the server come back one per instance, and pokes cross again', async () => {
    expect(await listening()).toHaveLength(2)
    const token = await apiClient(a.url).login('operator')
    for (let round = 0; round < 2; round++) {
      const killed = await listening()
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where pid = any(${killed})`.execute(db)
      const deadline = Date.now() + 10_000
      let now = await listening()
      while ((now.length !== 2 || now.some((p) => killed.includes(p))) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100))
        now = await listening()
      }
      expect(now).toHaveLength(2)
      expect(now.filter((p) => killed.includes(p))).toEqual([])

      const abort = new AbortController()
      const res = await fetch(`${a.url}/api/events`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: abort.signal,
      })
      const reader = res.body!.getReader()
      let text = ''
      try {
        const read = async (needle: string, ms: number) => {
          const until = Date.now() + ms
          while (!text.includes(needle) && Date.now() < until) {
            const next = await Promise.race([
              reader.read(),
              new Promise<null>((r) => setTimeout(() => r(null), until - Date.now())),
            ])
            if (!next || next.done) break
            text += new TextDecoder().decode(next.value)
          }
          return text.includes(needle)
        }
        expect(await read('event: hello', 5_000)).toBe(true)
        const written = await apiClient(b.url).as('operator', 'PATCH', '/api/production-lines/31', {
          status: round % 2 ? 'running' : 'stopped',
        })
        expect(written.status).toBe(200)
        expect(await read('event: change', 2_000)).toBe(true)
      } finally {
        abort.abort()
        await reader.cancel().catch(() => undefined)
      }
    }
  }, 60_000)
})
