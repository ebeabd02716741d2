// The reports migration backfills period ends and epoch times on a database that already has history.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Migrator, type Migration } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../connection'
import * as initial from './2026-11-21-001-initial'
import * as reports from './2026-11-23-101-reports'

const dir = mkdtempSync(path.join(tmpdir(), 'lineside-migration-'))
const db = openDatabase(path.join(dir, 'db.sqlite'))
afterAll(async () => {
  await db.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const migrateTo = (migrations: Record<string, Migration>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest()

describe('2026-11-23-101-reports', () => {
  it('closes each applied period at the next one and leaves the latest open; superseded presses stay apart', async () => {
    await migrateTo({ '2026-11-21-001-initial': initial })
    await db
      .insertInto('production_lines')
      .values({
        id: 1,
        name: 'Line 1',
        status: 'running',
        version: 1,
        efficiency: 90,
        target_rate: 1,
        current_rate: 1,
        quality_score: 90,
        produced_today: 0,
        target_production: 1000,
        shift_start: '06:00',
        status_since: '2026-11-01T00:00:00.000Z',
        last_update: '2026-11-01T00:00:00.000Z',
      } as never)
      .execute()
    const row = (at: string, status: string, superseded = 0) => ({
      line_id: 1,
      status,
      at,
      recorded_at: at,
      superseded,
    })
    await db
      .insertInto('line_status_history')
      .values([
        row('2026-11-01T00:00:00.000Z', 'running'),
        row('2026-11-01T01:00:00.000Z', 'stopped'),
        row('2026-11-01T01:30:00.000Z', 'maintenance', 1),
        row('2026-11-01T02:00:00.000Z', 'running'),
      ] as never)
      .execute()
    await db
      .insertInto('tickets')
      .values({
        id: 't1',
        ticket_type: 'engineering',
        line_name: 'Line 1',
        category: 'mechanical',
        priority: 'high',
        description: 'x',
        status: 'closed',
        created_at: '2026-11-01T00:10:00.000Z',
        updated_at: '2026-11-01T00:10:00.000Z',
        resolved_at: '2026-11-01T01:10:00.000Z',
        follow_up_required: 0,
      } as never)
      .execute()

    const { error } = await migrateTo({ '2026-11-21-001-initial': initial, '2026-11-23-101-reports': reports })
    expect(error).toBeUndefined()
    const history = await db
      .selectFrom('line_status_history')
      .select(['status', 'superseded', 'at_ms', 'ended_at', 'ended_ms'])
      .orderBy('at')
      .execute()
    expect(history).toEqual([
      {
        status: 'running',
        superseded: 0,
        at_ms: Date.parse('2026-11-01T00:00:00.000Z'),
        ended_at: '2026-11-01T01:00:00.000Z',
        ended_ms: Date.parse('2026-11-01T01:00:00.000Z'),
      },
      {
        status: 'stopped',
        superseded: 0,
        at_ms: Date.parse('2026-11-01T01:00:00.000Z'),
        ended_at: '2026-11-01T02:00:00.000Z',
        ended_ms: Date.parse('2026-11-01T02:00:00.000Z'),
      },
      {
        status: 'maintenance',
        superseded: 1,
        at_ms: Date.parse('2026-11-01T01:30:00.000Z'),
        ended_at: null,
        ended_ms: null,
      },
      {
        status: 'running',
        superseded: 0,
        at_ms: Date.parse('2026-11-01T02:00:00.000Z'),
        ended_at: null,
        ended_ms: null,
      },
    ])
    const ticket = await db
      .selectFrom('tickets')
      .select(['created_ms', 'resolved_ms', 'assigned_ms'])
      .executeTakeFirstOrThrow()
    expect(ticket).toEqual({
      created_ms: Date.parse('2026-11-01T00:10:00.000Z'),
      resolved_ms: Date.parse('2026-11-01T01:10:00.000Z'),
      assigned_ms: null,
    })
  })
})
