// Opens the SQLite file (WAL, foreign keys on) behind a typed Kysely instance.
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely'
import type { Database } from './database'

export type Db = Kysely<Database>

const STATEMENT_CACHE_SIZE = 1000

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries.
 * Statements are kept by SQL text (parameters vary, the text does not) and reused.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let stmt = cache.get(sql)
      if (!stmt) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear()
        stmt = sqlite.prepare(sql)
        cache.set(sql, stmt)
      }
      return stmt
    },
  }
}

const handles = new WeakMap<Db, SQLite.Database>()

/** The better-sqlite3 handle behind a Db, for libraries that take one (the login limiter's store). */
export function sqliteHandle(db: Db): SQLite.Database | undefined {
  return handles.get(db)
}

export function openDatabase(file: string): Db {
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  handles.set(db, sqlite)
  return db
}
