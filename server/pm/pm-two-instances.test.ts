// Two Lineside processes on one PostgreSQL generate each PM work order once (issue 28): both workers start on the
// same due plans at the same moment, and a plan added while they run gets exactly one work order within a minute.
// Real processes (scripts/start.ts) and a real PostgreSQL.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay } from '../../shared/pm/due-dates'
import { prepareDatabase } from '../bootstrap'
import { systemClock } from '../context'
import type { Db } from '../db/connection'
import { openPostgres } from '../db/connection'
import { apiClient, startAppProcess, type AppProcess } from '../testing/app-process'
import { createTestDatabase, testDbKind, type TestDatabase } from '../testing/test-database'

const onPostgres = testDbKind() === 'postgres'
const PLANS = 300

function planRow(lineId: number, title: string) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    title,
    machine_id: null,
    line_id: lineId,
    procedure: null,
    estimated_minutes: 30,
    skill: 'engineering',
    lead_days: 7,
    triggers: JSON.stringify([{ kind: 'calendar', every: 1, unit: 'month', mode: 'fixed' }]),
    steps: JSON.stringify([{ kind: 'check', text: 'Guards refitted' }]),
    starts_on: isoDay(new Date()),
    status: 'active',
    meter_base: '{}',
    created_by: null,
    created_at: now,
    updated_at: now,
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('timed out')
}

describe.skipIf(!onPostgres)('PM work orders with two instances on one PostgreSQL (PostgreSQL only)', () => {
  let database: TestDatabase
  let db: Db
  let a: AppProcess
  let b: AppProcess

  beforeAll(async () => {
    database = await createTestDatabase()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-seed-'))
    await (await prepareDatabase(dataDir, 'demo', systemClock, 0, database.databaseUrl)).destroy()
    rmSync(dataDir, { recursive: true, force: true })
    db = openPostgres(database.databaseUrl!, { poolSize: 2 })
    // Due plans waiting before either instance starts: both workers' first passes race over them.
    const rows = Array.from({ length: PLANS }, (_, i) => planRow(13 + (i % 4), `Two-instance plan ${i}`))
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insertInto('pm_plans')
        .values(rows.slice(i, i + 100))
        .execute()
    ;[a, b] = await Promise.all([
      startAppProcess({ databaseUrl: database.databaseUrl!, env: { SEED: 'none' } }),
      startAppProcess({ databaseUrl: database.databaseUrl!, env: { SEED: 'none' } }),
    ])
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((p) => p.stop()))
    await db?.destroy()
    await database?.drop()
  }, 60_000)

  const countFor = async (title: string) =>
    (
      await db
        .selectFrom('pm_work_orders as w')
        .innerJoin('pm_plans as p', 'p.id', 'w.plan_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('p.title', 'like', title)
        .executeTakeFirstOrThrow()
    ).n

  it('both workers start on the same due plans: every plan gets exactly one work order', async () => {
    await waitFor(async () => Number(await countFor('Two-instance plan %')) >= PLANS, 30_000)
    // Both have made at least one more pass (every 20 s); still one each.
    await new Promise((r) => setTimeout(r, 22_000))
    const perPlan = await db
      .selectFrom('pm_work_orders')
      .select(['plan_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('plan_id')
      .execute()
    expect(perPlan.filter((r) => r.plan_id !== null)).toHaveLength(PLANS)
    expect(perPlan.every((r) => Number(r.n) === 1)).toBe(true)
  }, 60_000)

  it('a plan created through one instance has one open work order at once, seen through the other', async () => {
    const created = await apiClient(a.url).as('engineer', 'POST', '/api/pm/plans', {
      title: 'Through instance A',
      lineId: 14,
      triggers: [{ kind: 'calendar', every: 2, unit: 'week', mode: 'floating' }],
      steps: [{ kind: 'check', text: 'Belt tension' }],
    })
    expect(created.status).toBe(201)
    const open = await apiClient(b.url).as('engineer', 'GET', '/api/pm/work-orders?status=open')
    expect(open.body.filter((w: { planId: string }) => w.planId === created.body.id)).toHaveLength(1)
  })

  it('a due plan that appears while both run gets its work order within a minute, once', async () => {
    await db.insertInto('pm_plans').values(planRow(15, 'Appeared while running')).execute()
    await waitFor(async () => Number(await countFor('Appeared while running')) === 1, 45_000)
    await new Promise((r) => setTimeout(r, 21_000))
    expect(Number(await countFor('Appeared while running'))).toBe(1)
  }, 90_000)
})
