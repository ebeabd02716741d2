// No 500 from a number past the columns (issue 27 point 6, decision 178): ids, versions and page keys are 32-bit
// integer columns, and PostgreSQL refuses a larger number in a query ("value out of range"), which answered 500
// on every route that reads an id. Each is a 400 naming the field, on SQLite and on PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './test-server'

const BIG = '2147483648'
let s: TestServer
beforeAll(async () => {
  s = await createTestServer()
})
afterAll(() => s.close())

describe('numbers past a 32-bit column', () => {
  it('are a 400 naming the field in paths, queries and bodies', async () => {
    const cursor = Buffer.from(JSON.stringify([Number(BIG), 'x', 'y'])).toString('base64url')
    const calls: [string, string, unknown, string][] = [
      ['GET', `/api/production-lines/${BIG}`, undefined, 'id'],
      ['GET', `/api/machines/line/${BIG}`, undefined, 'lineId'],
      ['GET', `/api/equipment/${BIG}`, undefined, 'id'],
      ['GET', `/api/tickets/my-queue/${BIG}`, undefined, 'userId'],
      ['GET', `/api/tickets/active?lineId=${BIG}`, undefined, 'lineId'],
      ['GET', `/api/tickets/active?after=2026-11-21T10:00:00.000Z~${BIG}`, undefined, 'after'],
      ['GET', `/api/tickets/my-queue?after=0~2026-11-21T10:00:00.000Z~${BIG}`, undefined, 'after'],
      ['GET', `/api/machines/all?after=${cursor}`, undefined, 'after'],
      ['GET', `/api/admin/audit-logs?userId=${BIG}`, undefined, 'userId'],
      ['GET', `/api/admin/audit-logs?offset=${BIG}`, undefined, 'offset'],
      ['PATCH', `/api/admin/users/${BIG}`, { firstName: 'X' }, ''],
      ['PATCH', '/api/admin/users/1', { roleId: Number(BIG) }, 'roleId'],
      [
        'POST',
        '/api/admin/users',
        { username: 'bigrole', firstName: 'B', lastName: 'R', password: 'Spanner-2026', roleId: Number(BIG) },
        'roleId',
      ],
      ['PUT', '/api/admin/teams/webhook', { id: Number(BIG), department: 'it', enabled: false }, 'id'],
      ['PATCH', '/api/production-lines/1', { status: 'running', baseVersion: Number(BIG) }, 'baseVersion'],
      ['GET', `/api/data-imports/${BIG}`, undefined, ''],
    ]
    for (const [method, path, body, field] of calls) {
      const res = await s.as('superadmin', method, path, body)
      expect(res.status, `${method} ${path}`).toBe(400)
      if (field) expect(Object.keys(res.body.fields ?? {}), `${method} ${path}`).toContain(field)
    }
  })
})
