// /api/machines/all and /api/machines/line/:lineId come in keyset pages (decision 177): at most 500 machines an
// answer, the next page in the Link header, every machine once in the list's order (line, then name, then id);
// /all keeps its shape, { [lineId]: Machine[] }, per page.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Machine } from '../../shared/types'
import { PAGE_ROWS } from '../http/keyset-page'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
let lineId: number
beforeAll(async () => {
  s = await createTestServer()
  lineId = (await s.db.selectFrom('production_lines').select('id').orderBy('id').executeTakeFirstOrThrow()).id
  const lines = await s.db.selectFrom('production_lines').select('id').orderBy('id').limit(3).execute()
  const at = s.clock.now().toISOString()
  // 1,200 machines on three lines, many with the same name (the key's tie-break is the id).
  const rows = Array.from({ length: 1200 }, (_, i) => ({
    id: randomUUID(),
    line_id: lines[i % 3]!.id,
    name: `Slicer ~${i % 50}`,
    code: `SL-${i}`,
    type: 'slicer',
    description: null,
    is_active: 1,
    status: 'operational',
    created_at: at,
    updated_at: at,
  }))
  for (let i = 0; i < rows.length; i += 300)
    await s.db
      .insertInto('machines')
      .values(rows.slice(i, i + 300))
      .execute()
})
afterAll(() => s.close())

async function pages<T>(
  path: string,
  token: string,
  rowsOf: (body: T) => Machine[],
): Promise<{ sizes: number[]; machines: Machine[] }> {
  const sizes: number[] = []
  const machines: Machine[] = []
  for (let next: string | null = path; next;) {
    const res = await s.request('GET', next, { token })
    expect(res.status, next).toBe(200)
    const rows = rowsOf(res.body as T)
    sizes.push(rows.length)
    machines.push(...rows)
    next = /<([^>]+)>; rel="next"/.exec(res.headers.get('Link') ?? '')?.[1] ?? null
  }
  return { sizes, machines }
}

/** The machines' ids in the database's own order (its collation sorts the names). */
async function idsInOrder(lineId?: number): Promise<string[]> {
  let q = s.db.selectFrom('machines').select('id').orderBy('line_id').orderBy('name').orderBy('id')
  if (lineId !== undefined) q = q.where('line_id', '=', lineId)
  return (await q.execute()).map((m) => m.id)
}

describe('machine lists in pages', () => {
  it('answer /all grouped by line, at most 500 machines a page, every machine once in order', async () => {
    const token = await s.login('viewer')
    const { sizes, machines } = await pages('/api/machines/all', token, (body: Record<string, Machine[]>) =>
      Object.values(body).flat(),
    )
    const expected = await idsInOrder()
    expect(sizes).toEqual([PAGE_ROWS, PAGE_ROWS, expected.length - 2 * PAGE_ROWS])
    expect(machines.map((m) => m.id)).toEqual(expected)
  })

  it('answer one line in pages of the limit asked, by name', async () => {
    const { sizes, machines } = await pages(
      `/api/machines/line/${lineId}?limit=150`,
      await s.login('operator'),
      (body: Machine[]) => body,
    )
    expect(Math.max(...sizes)).toBe(150)
    expect(machines.every((m) => m.lineId === lineId)).toBe(true)
    expect(machines.map((m) => m.id)).toEqual(await idsInOrder(lineId))
  })

  it('refuse a cursor that is not one and a limit over the bound', async () => {
    const token = await s.login('admin')
    for (const after of [
      'nonsense',
      Buffer.from('[1,"x"]').toString('base64url'),
      Buffer.from('["1","x","y"]').toString('base64url'),
    ]) {
      const res = await s.request('GET', `/api/machines/all?after=${after}`, { token })
      expect(res.status, after).toBe(400)
      expect(res.body.fields).toEqual({ after: 'Not a page cursor' })
    }
    expect((await s.request('GET', `/api/machines/line/${lineId}?limit=${PAGE_ROWS + 1}`, { token })).status).toBe(400)
  })
})
