// The direct SQLite path of prepared queries (decision 150) runs only where a transaction's owner opened it with
// withDirectPath, and closes when that work settles: no query runs beside Kysely outside a transaction.
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Database } from './database'
import { prepare, runPreparedDirectly, withDirectPath } from './prepared'

function engine() {
  const sqlite = new SQLite(':memory:')
  sqlite.exec("create table roles (name text); insert into roles values ('admin')")
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  const direct: string[] = []
  runPreparedDirectly(db, (text) => {
    direct.push(text)
    return sqlite.prepare(text) as never
  })
  return { db, direct }
}

const roleNamed = prepare((db, p: { name: string }) => db.selectFrom('roles').select('name').where('name', '=', p.name))

describe('prepared queries on the direct SQLite path', () => {
  it('run through Kysely outside a transaction and in one not opened to the path', async () => {
    const { db, direct } = engine()
    expect(await roleNamed.execute(db, { name: 'admin' })).toEqual([{ name: 'admin' }])
    await db.transaction().execute(async (trx) => {
      expect(await roleNamed.execute(trx, { name: 'admin' })).toEqual([{ name: 'admin' }])
    })
    expect(direct).toEqual([])
    await db.destroy()
  })

  it('run directly inside withDirectPath, with the same rows, and stop when its work settles', async () => {
    const { db, direct } = engine()
    let kept: Kysely<Database> | null = null
    await db.transaction().execute((trx) =>
      withDirectPath(trx, async () => {
        kept = trx
        expect(await roleNamed.execute(trx, { name: 'admin' })).toEqual([{ name: 'admin' }])
        expect(await roleNamed.execute(trx, { name: 'nobody' })).toEqual([])
      }),
    )
    expect(direct).toHaveLength(1)
    // The transaction is over: Kysely refuses it, the direct path is not taken.
    await expect(roleNamed.execute(kept!, { name: 'admin' })).rejects.toThrow()
    expect(direct).toHaveLength(1)
    await db.destroy()
  })
})
