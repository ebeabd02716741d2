// Deferred writes (decision 270): on PostgreSQL, inside a transaction begun by startDirectTransaction and open to the
// direct path, a deferred write is sent without waiting; later reads see it, and the first one that fails is
// reported with its step. Elsewhere (SQLite, or outside the path) it runs before `defer` returns. Both dialects.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { dialectOf } from './dialect'
import { connectionScope } from './pg-named-statements'
import { prepare, setDirectStep, settleDeferred, startDirectTransaction, withDirectPath } from './prepared'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ seed: 'none' })
})
afterAll(() => s.close())

const AT = '2026-11-27T06:00:00.000Z'
const insertChange = prepare((db, p: { entity: string; id: string }) =>
  db.insertInto('change_log').values({ entity: p.entity, entity_id: p.id, op: 'upsert', changed_at: AT }),
)
const changesOf = prepare((db, p: { entity: string }) =>
  db.selectFrom('change_log').select('entity_id').where('entity', '=', p.entity).orderBy('seq'),
)
// A primary key taken twice: a failure only the database sees.
const insertUnit = prepare((db, p: { id: number; name: string }) =>
  db.insertInto('units').values({ id: p.id, code: p.name, name: p.name }),
)

describe('deferred writes', () => {
  it('are seen by the reads after them and commit with the transaction', async () => {
    const trx = await startDirectTransaction(s.db)
    await withDirectPath(trx, async () => {
      for (const id of ['1', '2', '3']) await insertChange.defer(trx, { entity: 'deferred-a', id })
      const seen = await changesOf.execute(trx, { entity: 'deferred-a' })
      expect(seen.map((r) => r.entity_id)).toEqual(['1', '2', '3'])
      expect(await settleDeferred(trx)).toBeUndefined()
    })
    await trx.commit().execute()
    const after = await changesOf.execute(s.db, { entity: 'deferred-a' })
    expect(after.map((r) => r.entity_id)).toEqual(['1', '2', '3'])
  })

  it('report the first that failed with its step; the statements after it fail for its sake', async () => {
    const trx = await startDirectTransaction(s.db)
    const outcome = await withDirectPath(trx, async () => {
      setDirectStep(trx, 4)
      await insertUnit.defer(trx, { id: 9001, name: 'DR1' })
      setDirectStep(trx, 5)
      await insertUnit.defer(trx, { id: 9001, name: 'DR2' })
      setDirectStep(trx, 6)
      await insertChange.defer(trx, { entity: 'deferred-b', id: '1' })
      // On PostgreSQL the failure surfaces here, or only when settled; on SQLite `defer` itself threw above.
      return {
        read: await changesOf.execute(trx, { entity: 'deferred-b' }).then(
          () => 'read',
          () => 'failed',
        ),
        failure: await settleDeferred(trx),
      }
    }).catch((error: unknown) => ({ thrown: error }))
    await trx.rollback().execute()
    if (dialectOf(s.db) === 'postgres') {
      expect(outcome).toMatchObject({ read: 'failed', failure: { step: 5 } })
      expect(String((outcome as { failure: { error: unknown } }).failure.error)).toMatch(/duplicate key|unique/i)
    } else {
      expect(String((outcome as { thrown: unknown }).thrown)).toMatch(/UNIQUE/)
    }
    expect(await s.db.selectFrom('units').select('id').where('id', '=', 9001).execute()).toEqual([])
  })

  it('run at once outside a transaction open to the path', async () => {
    await insertChange.defer(s.db, { entity: 'deferred-c', id: '1' })
    const trx = await startDirectTransaction(s.db)
    await insertChange.defer(trx, { entity: 'deferred-c', id: '2' })
    expect(await settleDeferred(trx)).toBeUndefined()
    await trx.commit().execute()
    expect((await changesOf.execute(s.db, { entity: 'deferred-c' })).map((r) => r.entity_id)).toEqual(['1', '2'])
  })

  it('hand a connection back only on PostgreSQL: SQLite never enters the scope (its promise hooks cost every await)', async () => {
    const run = vi.spyOn(connectionScope, 'run')
    let entered: number
    try {
      const trx = await startDirectTransaction(s.db)
      await trx.rollback().execute()
      entered = run.mock.calls.length
    } finally {
      run.mockRestore()
    }
    expect(entered).toBe(dialectOf(s.db) === 'postgres' ? 1 : 0)
  })
})
