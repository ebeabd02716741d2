// Prepared queries give the rows the same builder gives, on SQLite and (TEST_DB=postgres) PostgreSQL.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Insertable } from 'kysely'
import { createTestServer, type TestServer } from '../testing/test-server'
import type { RolesTable } from './database'
import { definedColumns, placeholderRows, placeholdersFor, prepare, preparedFamily } from './prepared'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ seed: 'none' })
})
afterAll(() => s.close())

type Change = { entity: string; entity_id: string; op: 'upsert' | 'delete'; changed_at: string }
const CHANGE_COLUMNS = ['entity', 'entity_id', 'op', 'changed_at'] as const
const insertChanges = preparedFamily(
  (count: number) => (db, _: { rows: Change[] }) =>
    db.insertInto('change_log').values(placeholderRows<Change>(CHANGE_COLUMNS, count)).returning('seq'),
)
const changesOf = prepare((db, p: { entity: string; after: number }) =>
  db
    .selectFrom('change_log')
    .select(['entity_id', 'op'])
    .where('entity', '=', p.entity)
    .where('seq', '>', p.after)
    .where('op', '=', 'upsert')
    .orderBy('seq'),
)

describe('prepared queries', () => {
  it('insert rows and read them back with fresh parameters each run, keeping the constants the builder bound', async () => {
    const at = '2026-11-23T10:00:00.000Z'
    const written = await insertChanges(3).execute(s.db, {
      rows: [
        { entity: 'prep-a', entity_id: '1', op: 'upsert', changed_at: at },
        { entity: 'prep-a', entity_id: '2', op: 'delete', changed_at: at },
        { entity: 'prep-b', entity_id: '3', op: 'upsert', changed_at: at },
      ],
    })
    expect(written).toHaveLength(3)
    const first = Math.min(...written.map((w) => w.seq))
    expect(await changesOf.execute(s.db, { entity: 'prep-a', after: first - 1 })).toEqual([
      { entity_id: '1', op: 'upsert' },
    ])
    expect(await changesOf.execute(s.db, { entity: 'prep-b', after: first - 1 })).toEqual([
      { entity_id: '3', op: 'upsert' },
    ])
    expect(await changesOf.execute(s.db, { entity: 'prep-b', after: first + 2 })).toEqual([])
  })

  it('run inside a transaction and roll back with it', async () => {
    const tag = 'prep-trx'
    await s.db
      .transaction()
      .execute(async (trx) => {
        await insertChanges(1).run(trx, { rows: [{ entity: tag, entity_id: '9', op: 'upsert', changed_at: 'now' }] })
        expect(await changesOf.execute(trx, { entity: tag, after: 0 })).toHaveLength(1)
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(await changesOf.execute(s.db, { entity: tag, after: 0 })).toEqual([])
  })

  it('prepare an insert and an update per column set', async () => {
    type Role = Insertable<RolesTable>
    const insertRole = preparedFamily(
      (cols: string[]) => (db) => db.insertInto('roles').values(placeholdersFor<Role>(cols)),
      (c) => c.join(),
    )
    const updateRole = preparedFamily(
      (cols: string[]) => (db, p: { where_name: string }) =>
        db.updateTable('roles').set(placeholdersFor<Partial<Role>>(cols)).where('name', '=', p.where_name),
      (c) => c.join(),
    )
    const flags = {
      can_assign_tickets: 0,
      can_edit_machines: 0,
      can_access_settings: 0,
      can_view_reports: 1,
      can_manage_users: 0,
    }
    const values = definedColumns({ name: 'prep-role', permissions: '[]', ...flags, id: undefined })
    expect(Object.keys(values)).not.toContain('id')
    await insertRole(Object.keys(values)).run(s.db, values)
    const set = { can_assign_tickets: 1 }
    await updateRole(Object.keys(set)).run(s.db, { ...set, where_name: 'prep-role' })
    const row = await s.db
      .selectFrom('roles')
      .select(['permissions', 'can_assign_tickets'])
      .where('name', '=', 'prep-role')
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ permissions: '[]', can_assign_tickets: 1 })
  })

  it('refuse a run with a parameter missing, and a placeholder written into the SQL text', async () => {
    await expect(changesOf.execute(s.db, { entity: 'x' } as never)).rejects.toThrow('Missing query parameter after')
    const literal = prepare((db, p: { v: string }) => db.selectFrom('change_log').select(sql.lit(p.v).as('v')))
    await expect(literal.execute(s.db, { v: 'x' })).rejects.toThrow('placeholder was written into the SQL text')
  })
})
