// /api/products and /api/products/active come in keyset pages by SKU (decision 177): at most 500 an answer, the
// next page in the Link header, every product once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '../../shared/types'
import { PAGE_ROWS } from '../http/keyset-page'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
  const at = s.clock.now().toISOString()
  // SKUs with characters a URL would mangle, a third of them inactive.
  const rows = Array.from({ length: 1100 }, (_, i) => ({
    sku: `P&${String(i).padStart(4, '0')} ż/?#`,
    name: `Product ${i}`,
    category: 'meat',
    is_active: i % 3 === 0 ? 0 : 1,
    updated_at: at,
  }))
  for (let i = 0; i < rows.length; i += 275)
    await s.db
      .insertInto('products')
      .values(rows.slice(i, i + 275))
      .execute()
})
afterAll(() => s.close())

async function pages(path: string): Promise<{ sizes: number[]; products: Product[] }> {
  const token = await s.login('viewer')
  const sizes: number[] = []
  const products: Product[] = []
  for (let next: string | null = path; next;) {
    const res = await s.request('GET', next, { token })
    expect(res.status, next).toBe(200)
    sizes.push(res.body.length)
    products.push(...(res.body as Product[]))
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('Link') ?? '')?.[1] ?? null
  }
  return { sizes, products }
}

describe('product lists in pages', () => {
  it('answer /products in pages of at most 500, every product once in SKU order', async () => {
    const all = await s.db.selectFrom('products').select('sku').orderBy('sku').execute()
    const { sizes, products } = await pages('/api/products')
    expect(sizes).toEqual([PAGE_ROWS, PAGE_ROWS, all.length - 2 * PAGE_ROWS])
    expect(products.map((p) => p.sku)).toEqual(all.map((p) => p.sku))
  })

  it('answer /products/active in pages too, active ones only', async () => {
    const active = await s.db.selectFrom('products').select('sku').where('is_active', '=', 1).orderBy('sku').execute()
    const { sizes, products } = await pages('/api/products/active?limit=200')
    expect(Math.max(...sizes)).toBe(200)
    expect(products.map((p) => p.sku)).toEqual(active.map((p) => p.sku))
  })

  it('refuse a cursor that is not one', async () => {
    const res = await s.as('admin', 'GET', `/api/products?after=${Buffer.from('[3]').toString('base64url')}`)
    expect(res.status).toBe(400)
    expect(res.body.fields).toEqual({ after: 'Not a page cursor' })
  })
})
