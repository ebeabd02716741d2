import writeXlsxFile from 'write-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'
import { importsIdle } from './import-runner'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

async function upload(name: string, content: BlobPart, user = 'admin') {
  const form = new FormData()
  form.append('file', new File([content], name))
  form.append('source', 'csv')
  const res = await s.request('POST', '/api/data-imports/upload', { token: await s.login(user), body: form })
  await importsIdle(s.deps)
  return res
}

async function job(id: number) {
  return (await s.as('admin', 'GET', `/api/data-imports/${id}`)).body
}

async function products() {
  const list = (await s.as('admin', 'GET', '/api/products')).body as { id: number }[]
  return list.map(({ id: _id, ...rest }) => rest)
}

describe('product import jobs', () => {
  it('imports an .xlsx with one bad row: 9 succeeded, 1 failed with its row number and field', async () => {
    const rows = [['SKU', 'Name', 'Category', 'Target Weight']]
    for (let i = 1; i <= 10; i++) rows.push([`XL-${i}`, `Product ${i}`, 'Test', i === 6 ? 'heavy' : String(100 + i)])
    const buffer = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value })))).toBuffer()
    const res = await upload('products.xlsx', new Uint8Array(buffer))
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({ fileName: 'products.xlsx', source: 'excel' })
    expect(['pending', 'processing', 'completed']).toContain(res.body.status)
    const done = await job(res.body.id)
    expect(done).toMatchObject({
      status: 'completed',
      recordsProcessed: 10,
      recordsSuccess: 9,
      recordsFailed: 1,
      recordsTotal: 10,
    })
    expect(done.errors).toEqual([
      { row: 7, field: 'Target Weight', message: 'Target Weight must be a number, got "heavy"' },
    ])
    const list = await s.as('admin', 'GET', '/api/data-imports')
    expect(list.body[0].id).toBe(res.body.id)
    const saved = (await s.as('admin', 'GET', '/api/products')).body.find((p: { sku: string }) => p.sku === 'XL-7')
    expect(saved).toMatchObject({ name: 'Product 7', targetWeight: 107, isActive: true })
  })

  it('updates existing SKUs instead of duplicating them', async () => {
    await upload('a.csv', 'SKU,Name,Category\nUP-1,Old,Cat\n')
    await upload('b.csv', 'SKU;Name;Category;Batch Size\nUP-1;New name;Cat;12\n')
    const matches = (await s.as('admin', 'GET', '/api/products')).body.filter((p: { sku: string }) => p.sku === 'UP-1')
    expect(matches).toEqual([expect.objectContaining({ name: 'New name', batchSize: 12 })])
  })

  it('refuses at once what is not a product file, and fails a job whose columns are missing', async () => {
    const empty = await upload('empty.csv', '')
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe('The file is empty (0 bytes)')
    const xls = await upload('old.xls', 'abc')
    expect(xls.body.message).toMatch(/save it as \.xlsx/)
    const liar = await upload('fake.xlsx', 'SKU,Name\nA,B\n')
    expect(liar.status).toBe(400)
    const missing = await upload('cols.csv', 'Code Number,Foo\nA,B\n')
    expect(missing.status).toBe(202)
    expect(await job(missing.body.id)).toMatchObject({
      status: 'failed',
      message: 'Missing required columns: SKU, Name',
      recordsSuccess: 0,
    })
  })

  it('is for admins: operators and engineers are refused', async () => {
    expect((await upload('p.csv', 'SKU,Name\nA,B\n', 'operator')).status).toBe(403)
    expect((await s.as('engineer', 'GET', '/api/data-imports')).status).toBe(403)
    expect((await s.as('operator', 'GET', '/api/data-exports/csv')).status).toBe(403)
  })
})

describe('product export', () => {
  it('streams CSV with a BOM and prefixes cells that a spreadsheet would run as formulas', async () => {
    await upload('evil.csv', 'SKU,Name,Category,Description\nEV-1,=1+2,@SUM(A1),-cmd|calc\n')
    const res = await s.app.request('/api/data-exports/csv', {
      headers: { Authorization: `Bearer ${await s.login('admin')}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="products-export.csv"')
    const raw = new Uint8Array(await res.arrayBuffer())
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(raw)
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFSKU,Name,Category,Target Weight,Temperature,Packaging Type,Batch Size,Description,Active,Allergens',
    )
    expect(text).toContain("EV-1,'=1+2,'@SUM(A1),,,,,'-cmd|calc,yes,\r\n")
  })

  it('refuses an unknown format', async () => {
    expect((await s.as('admin', 'GET', '/api/data-exports/pdf')).status).toBe(400)
  })

  for (const format of ['csv', 'xlsx', 'json'] as const) {
    it(`round-trips the products through ${format}: export, change, import gives the same products`, async () => {
      const before = await products()
      const res = await s.app.request(`/api/data-exports/${format}`, {
        headers: { Authorization: `Bearer ${await s.login('admin')}` },
      })
      expect(res.status).toBe(200)
      const file = new Uint8Array(await res.arrayBuffer())
      // Scramble the database so the import has to restore every field.
      await s.db
        .updateTable('products')
        .set({ name: 'scrambled', category: 'x', target_weight: null, is_active: 0, description: null })
        .execute()
      const imported = await upload(`products-export.${format}`, file)
      expect(imported.status).toBe(202)
      const done = await job(imported.body.id)
      expect(done).toMatchObject({ status: 'completed', recordsFailed: 0, recordsSuccess: before.length })
      expect(await products()).toEqual(before)
    })
  }
})
