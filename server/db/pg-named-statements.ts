// PostgreSQL parses and plans every unnamed statement anew; for our small hot queries that costs more server CPU
// than running them (decision 150). Kysely sends each query as an unnamed statement, so the pool it is given
// names each distinct data statement once (`l<n>`): pg then parses it once per connection and only binds and
// executes it afterwards. The SQL text is unchanged; only the protocol round differs.
import type pg from 'pg'
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'

/** Distinct statements named per process; past this (generated SQL gone wild) the rest stay unnamed. */
const MAX_NAMED = 2000
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i

export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>()
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>()

  function nameOf(sql: string): string | undefined {
    let name = names.get(sql)
    if (name === undefined && names.size < MAX_NAMED && DATA_STATEMENT.test(sql)) {
      name = `l${names.size}`
      names.set(sql, name)
    }
    return name
  }

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    let w = wrapped.get(client)
    if (!w) {
      w = {
        query(sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>) {
          if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as pg.Submittable) as never
          const name = nameOf(sqlOrCursor)
          const config: pg.QueryConfig = name
            ? { name, text: sqlOrCursor, values: parameters as unknown[] }
            : { text: sqlOrCursor, values: parameters as unknown[] }
          return client.query(config) as Promise<PostgresQueryResult<never>>
        },
        release: () => client.release(),
      } as unknown as PostgresPoolClient
      wrapped.set(client, w)
    }
    return w
  }

  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  }
}
