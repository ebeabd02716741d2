// PostgreSQL parses and plans every unnamed statement anew; for our small hot queries that costs more server CPU
// than running them (decision 150). Kysely sends each query as an unnamed statement, so the pool it is given
// names each distinct data statement once (`l<n>`): pg then parses it once per connection and only binds and
// executes it afterwards. The SQL text is unchanged; only the protocol round differs.
import { AsyncLocalStorage } from 'node:async_hooks'
import type pg from 'pg'
import { sql as kyselySql, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely'

/** Runs one statement on a checked-out connection, named as every other (what the direct path sends, prepared.ts). */
export type NamedQuery = (sql: string, parameters: readonly unknown[]) => Promise<pg.QueryResult>

/**
 * Set by the owner of a transaction around its start (prepared.ts `startDirectTransaction`): the connection the
 * pool gives inside it is handed back here, so that owner can send statements on it without Kysely's per-query
 * mutex, and without waiting for the answer to writes it does not read (the pool's clients pipeline, decision 270).
 */
export const connectionScope = new AsyncLocalStorage<{ query?: NamedQuery }>()

/** Distinct statements named per process; past this (generated SQL gone wild) the rest stay unnamed. */
const MAX_NAMED = 2000
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i
const CUSTOM_PLAN_MARK = '/* custom plan */'

/**
 * `select.modifyFront(CUSTOM_PLAN)`: a report query over a range whose size varies by orders of magnitude stays
 * unnamed, so PostgreSQL plans it for its actual parameters each time. A named statement switches to a generic
 * plan after five runs, and for a range the generic plan guesses a few hundred rows (a bitmap scan and a hash
 * aggregate where the range holds 80,000: 3-4x slower, decision 246). A comment: SQLite ignores it.
 */
export const CUSTOM_PLAN = kyselySql.raw(CUSTOM_PLAN_MARK)

export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>()
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>()

  function nameOf(sql: string): string | undefined {
    let name = names.get(sql)
    if (name === undefined && names.size < MAX_NAMED && DATA_STATEMENT.test(sql) && !sql.includes(CUSTOM_PLAN_MARK)) {
      name = `l${names.size}`
      names.set(sql, name)
    }
    return name
  }

  function configOf(sql: string, parameters: readonly unknown[] | undefined): pg.QueryConfig {
    const name = nameOf(sql)
    return name ? { name, text: sql, values: parameters as unknown[] } : { text: sql, values: parameters as unknown[] }
  }

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    let w = wrapped.get(client)
    if (!w) {
      w = {
        query(sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) {
          if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as pg.Submittable) as never
          return client.query(configOf(sqlOrCursor, parameters)) as Promise<PostgresQueryResult<never>>
        },
        release: () => client.release(),
      } as unknown as PostgresPoolClient
      wrapped.set(client, w)
    }
    return w
  }

  return {
    connect: async () => {
      const client = await pool.connect()
      const scope = connectionScope.getStore()
      if (scope && !scope.query) scope.query = (sql, parameters) => client.query(configOf(sql, parameters))
      return wrap(client)
    },
    end: () => pool.end(),
  }
}
