import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('GET /api/production-lines', () => {
  it('lists the demo lines with exactly the spec ids and unit names', async () => {
    const res = await s.as('operator', 'GET', '/api/production-lines')
    expect(res.status).toBe(200)
    const ids = res.body.map((l: { id: number }) => l.id)
    const expected = [...range(1, 12), ...range(13, 19), ...range(21, 28), ...range(30, 34), ...range(46, 53)]
    expect(ids).toEqual(expected)
    expect(res.body.find((l: { id: number }) => l.id === 3).name).toBe('Unit B - Line 3')
    expect(res.body.some((l: { name: string }) => l.name.includes('MV'))).toBe(true)
    const line = res.body[0]
    expect(line).toMatchObject({ version: 1, targetProduction: 1000, shiftStart: '06:00' })
    expect(typeof line.efficiency).toBe('number')
  })

  it('returns one line, 404 for an unknown one and 400 for a bad id', async () => {
    expect((await s.as('operator', 'GET', '/api/production-lines/5')).body.id).toBe(5)
    expect((await s.as('operator', 'GET', '/api/production-lines/99')).status).toBe(404)
    const bad = await s.as('operator', 'GET', '/api/production-lines/abc')
    expect(bad.status).toBe(400)
  })
})

describe('PATCH /api/production-lines/{id}', () => {
  it('LINE OK sets running and clears the issue', async () => {
    await s.as('operator', 'PATCH', '/api/production-lines/4', { status: 'stopped', issue: 'Jam at infeed' })
    const res = await s.as('operator', 'PATCH', '/api/production-lines/4', { status: 'running' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 4, status: 'running', issue: null, statusChangedBy: 'Olivia Nowak' })
  })

  it('MAINTENANCE carries the scheduled maintenance text', async () => {
    const res = await s.as('engineer', 'PATCH', '/api/production-lines/6', { status: 'maintenance' })
    expect(res.body).toMatchObject({ status: 'maintenance', issue: 'Scheduled maintenance in progress' })
  })

  it('bumps the version and writes the status history', async () => {
    const before = (await s.as('admin', 'GET', '/api/production-lines/7')).body.version
    const res = await s.as('admin', 'PATCH', '/api/production-lines/7', { status: 'stopped', issue: 'Sealer fault' })
    expect(res.body.version).toBe(before + 1)
    const history = await s.db.selectFrom('line_status_history').selectAll().where('line_id', '=', 7).execute()
    expect(history.at(-1)).toMatchObject({ status: 'stopped', issue: 'Sealer fault', superseded: 0 })
  })

  it('refuses roles that may not change line status', async () => {
    for (const user of ['it', 'viewer']) {
      const res = await s.as(user, 'PATCH', '/api/production-lines/8', { status: 'stopped' })
      expect(res.status, user).toBe(403)
    }
    for (const user of ['operator', 'engineer', 'admin', 'superadmin']) {
      expect((await s.as(user, 'PATCH', '/api/production-lines/8', { status: 'running' })).status, user).toBe(200)
    }
  })

  it('names the bad field', async () => {
    const res = await s.as('operator', 'PATCH', '/api/production-lines/8', { status: 'exploded' })
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('validation')
    expect(Object.keys(res.body.fields)).toEqual(['status'])
    expect(res.body.message).toContain('status')
  })

  it('applies a change sent on a stale version: the latest action wins (decision 082)', async () => {
    const line = (await s.as('operator', 'GET', '/api/production-lines/9')).body
    await s.as('operator', 'PATCH', '/api/production-lines/9', { status: 'stopped', baseVersion: line.version })
    const later = await s.as('operator2', 'PATCH', '/api/production-lines/9', {
      status: 'maintenance',
      baseVersion: line.version,
    })
    expect(later.status).toBe(200)
    const history = await s.db
      .selectFrom('line_status_history')
      .selectAll()
      .where('line_id', '=', 9)
      .orderBy('id')
      .execute()
    expect(history.map((r) => [r.status, r.superseded])).toEqual([
      ['stopped', 0],
      ['maintenance', 0],
    ])
    expect((await s.as('operator', 'GET', '/api/production-lines/9')).body.status).toBe('maintenance')
  })

  it('audits every change', async () => {
    const rows = await s.db.selectFrom('audit_log').selectAll().where('action', '=', 'line.status').execute()
    expect(rows.length).toBeGreaterThanOrEqual(4)
    expect(rows[0]).toMatchObject({ resource_type: 'production_line' })
  })
})

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i)
}
