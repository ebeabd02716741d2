// A status press adds its closed period to the day's and the month's sums in one statement (decision 279). On
// SQLite, which keeps no statistics here, that statement must search the sums' index by line, grain and bucket:
// searched by the line alone, it read every sum the line has (two years of days) on every press.
import { CompiledQuery } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { dialectOf } from '../db/dialect'
import { createTestServer, type TestServer } from '../testing/test-server'
import { addToBoth } from './line-status-sums.repository'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 0 })
})
afterAll(() => s.close())

it('adds to the day and month sums through the index by line, grain and bucket', async (context) => {
  if (dialectOf(s.db) !== 'sqlite') return context.skip()
  const query = addToBoth(s.db, { lineId: 1, status: 'running', dayStart: 0, monthStart: 0, ms: 1, periods: 1 })
    .where('issue', 'is', null)
    .compile()
  const { rows } = await s.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  )
  const plan = rows.map((row) => row.detail)
  // Other than this: "SEARCH line_status_sums USING INDEX line_status_sums_line (line_id=?)".
  expect(plan.join(' / ')).toMatch(
    /SEARCH line_status_sums USING (COVERING )?INDEX \w+ \(line_id=\? AND grain=\? AND start_ms=\?/,
  )
})
