// The test switch really changes the engine: TEST_DB=postgres runs on PostgreSQL, else on SQLite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { testDbKind } from '../testing/test-database'
import { dialectOf } from './dialect'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ seed: 'none' })
})
afterAll(() => s.close())

describe('database dialect', () => {
  it('is the one TEST_DB asks for', () => {
    expect(dialectOf(s.db)).toBe(testDbKind())
  })

  it('numbers ids, keeps floats exact to double precision and returns counts as numbers', async () => {
    const a = await s.db.insertInto('units').values({ code: 'X', name: 'X' }).returning('id').executeTakeFirstOrThrow()
    const b = await s.db.insertInto('units').values({ code: 'Y', name: 'Y' }).returning('id').executeTakeFirstOrThrow()
    expect(b.id).toBe(a.id + 1)
    await s.db
      .insertInto('products')
      .values({ sku: 'P1', name: 'P', category: 'c', target_weight: 87.3, is_active: 1, updated_at: 'x' })
      .execute()
    const product = await s.db
      .selectFrom('products')
      .select('target_weight')
      .where('sku', '=', 'P1')
      .executeTakeFirstOrThrow()
    expect(product.target_weight).toBe(87.3)
    const count = await s.db
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(count.n).toBe(2)
    const avg = await s.db
      .selectFrom('products')
      .select((eb) => eb.fn.avg<number>('target_weight').as('a'))
      .executeTakeFirstOrThrow()
    expect(avg.a).toBe(87.3)
  })
})
