// The clearance chain (DESIGN.md §6): records hash their content and the previous hash; editing or deleting a
// row directly in the database makes GET /api/hygiene/verify fail and name the record.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_CHECKLIST_KEYS } from '../../shared/hygiene/checklist'
import { canonicalJson } from '../../shared/hygiene/chain'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
let ids: string[] = []

beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

/** Three clearances on line 19: failed, passed (released), and one of another hold on line 18. */
beforeEach(async () => {
  await s.db.deleteFrom('hygiene_clearances').execute()
  await s.db.deleteFrom('hygiene_chain_head').execute()
  ids = []
  for (const [lineId, fail] of [
    [19, true],
    [19, false],
    [18, false],
  ] as const) {
    await s.as('engineer', 'PATCH', `/api/production-lines/${lineId}`, { status: 'maintenance' })
    s.clock.advance(60_000)
    await s.as('engineer', 'PATCH', `/api/production-lines/${lineId}`, { status: 'stopped' })
    const hold = (await s.as('quality', 'GET', `/api/hygiene/holds?lineId=${lineId}&open=1`)).body[0]
    const id = randomUUID()
    const res = await s.as('quality', 'POST', '/api/hygiene/clearances', {
      id,
      holdId: hold.id,
      lineId,
      items: DEFAULT_CHECKLIST_KEYS.map((key) => ({ key, result: fail && key === 'tools' ? 'fail' : 'pass' })),
      correctiveAction: fail ? 'Missing spanner found in the hopper' : null,
    })
    expect(res.status).toBe(201)
    ids.push(id)
    // A failed clearance leaves the hold open: clear it for the next round.
    if (fail) {
      await s.as('quality', 'POST', '/api/hygiene/clearances', {
        id: randomUUID(),
        holdId: hold.id,
        lineId,
        items: DEFAULT_CHECKLIST_KEYS.map((key) => ({ key, result: 'pass' })),
      })
    }
  }
})

const verify = async () => (await s.as('engineer', 'GET', '/api/hygiene/verify')).body

describe('GET /api/hygiene/verify', () => {
  it('an untouched chain verifies and counts every record', async () => {
    expect(await verify()).toEqual({ ok: true, checked: 4 })
  })

  it('operators may not run it (reports role)', async () => {
    expect((await s.as('operator', 'GET', '/api/hygiene/verify')).status).toBe(403)
  })

  it('an edited corrective action is found and the record named', async () => {
    await s.db
      .updateTable('hygiene_clearances')
      .set({ corrective_action: 'Nothing was missing' })
      .where('id', '=', ids[0]!)
      .execute()
    expect(await verify()).toMatchObject({ ok: false, firstBad: ids[0], problem: 'hash' })
  })

  it('an edited result with its hash recomputed by hand breaks the link to the next record', async () => {
    const row = await s.db
      .selectFrom('hygiene_clearances')
      .selectAll()
      .where('id', '=', ids[0]!)
      .executeTakeFirstOrThrow()
    await s.db
      .updateTable('hygiene_clearances')
      .set({ result: 'passed', hash: 'f'.repeat(64) })
      .where('id', '=', row.id)
      .execute()
    const next = await s.db
      .selectFrom('hygiene_clearances')
      .select('id')
      .where('seq', '=', Number(row.seq) + 1)
      .executeTakeFirstOrThrow()
    const v = await verify()
    expect(v.ok).toBe(false)
    // Its own hash no longer matches its content, whichever is checked first.
    expect([row.id, next.id]).toContain(v.firstBad)
  })

  it('a deleted record in the middle is found: the record after it is named', async () => {
    const second = await s.db
      .selectFrom('hygiene_clearances')
      .select(['id', 'seq'])
      .where('seq', '=', 2)
      .executeTakeFirstOrThrow()
    const third = await s.db
      .selectFrom('hygiene_clearances')
      .select('id')
      .where('seq', '=', 3)
      .executeTakeFirstOrThrow()
    await s.db.deleteFrom('hygiene_clearances').where('id', '=', second.id).execute()
    expect(await verify()).toMatchObject({ ok: false, firstBad: third.id, problem: 'link' })
  })

  it('a deleted newest record is found against the recorded end of the chain', async () => {
    await s.db.deleteFrom('hygiene_clearances').where('id', '=', ids[2]!).execute()
    expect(await verify()).toMatchObject({ ok: false, checked: 3, firstBad: ids[2], problem: 'head' })
  })
})

describe('canonicalJson', () => {
  it('gives the same text whatever the key order, and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}')
    expect(canonicalJson({ a: [{ c: 'x', d: null }], b: 1 })).toBe(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] }))
  })
})
