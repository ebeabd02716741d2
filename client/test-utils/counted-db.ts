// A database whose IndexedDB transactions and writes are counted (a DBCore middleware, below every cache), so a
// test can say what a change costs in work without timing it (issue 33; decisions 256, 273).
import type { DBCore, DBCoreTransaction } from 'dexie'
import { LinesideDb } from '../data/db'

export interface Counted {
  /** Each transaction opened: its mode and tables, sorted ("readonly lines,products,schedule"). */
  transactions: string[]
  /** Each table written, once per write request (put, add, delete, deleteRange). */
  writes: string[]
}

/** A new database and what it counts; `reset` starts the counts afresh. */
export function countedDb(): { db: LinesideDb; counted: Counted; reset: () => void } {
  const counted: Counted = { transactions: [], writes: [] }
  const db = new LinesideDb(`test-${crypto.randomUUID()}`)
  db.use({
    stack: 'dbcore',
    name: 'count',
    create: (down: DBCore): DBCore => ({
      ...down,
      transaction: (tables, mode, options): DBCoreTransaction => {
        counted.transactions.push(`${mode} ${[...tables].sort().join(',')}`)
        return down.transaction(tables, mode, options)
      },
      table: (name) => {
        const table = down.table(name)
        return {
          ...table,
          mutate: (req) => {
            counted.writes.push(`${name}.${req.type}`)
            return table.mutate(req)
          },
        }
      },
    }),
  })
  const reset = () => {
    counted.transactions.length = 0
    counted.writes.length = 0
  }
  return { db, counted, reset }
}
