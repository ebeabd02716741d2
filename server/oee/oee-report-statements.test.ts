// How many SQL statements one warm OEE report costs (decision 242): the per-call fixed cost, counted, not timed,
// so the figure holds on a loaded machine. Every statement the report's Kysely instance compiles is counted.
// SQLite and PostgreSQL (TEST_DB=postgres).
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/connection'
import { createTestServer, type TestServer } from '../testing/test-server'
import { oeeReport } from './oee-report.service'

let s: TestServer
beforeAll(async () => {
  s = await createTestServer({ historyDays: 75 })
}, 180_000)
afterAll(() => s.close())

const DAY = 86_400_000
const now = () => s.clock.now().getTime()

/** Each statement executed, named by its kind and first table (a UNION's members are compiled, not executed). */
class CountStatements implements KyselyPlugin {
  private readonly names = new Map<unknown, string>()
  kinds: string[] = []
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.names.set(args.queryId, `${args.node.kind}:${/"name":"(\w+)"/.exec(JSON.stringify(args.node))?.[1] ?? '?'}`)
    return args.node
  }
  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.kinds.push(this.names.get(args.queryId) ?? '?')
    return Promise.resolve(args.result)
  }
}

async function statementsOf(startMs: number, groupBy: 'line' | 'shift' | 'product') {
  const counter = new CountStatements()
  await oeeReport(s.db.withPlugin(counter) as Db, { startMs, endMs: now(), groupBy }, now())
  return counter.kinds
}

describe('a warm OEE report', () => {
  it('reads its settings, kept days and months, kept shifts and its edges’ raw rows in 12 statements at most, and writes nothing', async () => {
    // 70 days cut inside a shift: a head, two whole months at least, days at both edges and today.
    const start = now() - 70 * DAY - 3 * 3_600_000
    for (const groupBy of ['line', 'shift', 'product'] as const) {
      await statementsOf(start, groupBy) // keeps what is missing
      const kinds = await statementsOf(start, groupBy)
      expect(
        kinds.every((k) => k.startsWith('SelectQueryNode:')),
        kinds.join(' '),
      ).toBe(true)
      expect(kinds.length, kinds.join(' ')).toBeLessThanOrEqual(12)
    }
  })
})
