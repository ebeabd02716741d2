// Opens the database behind a typed Kysely instance: the SQLite file (WAL, foreign keys on) by default,
// PostgreSQL through a pg pool when a DATABASE_URL is given.
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely'
import pg from 'pg'
import type { Database } from './database'
import { withNamedStatements } from './pg-named-statements'
import { runPreparedDirectly } from './prepared'
import { sqliteCheckpointer, type Checkpointer } from './sqlite-checkpointer'

export type Db = Kysely<Database>
/** A transaction: repositories take `Db | Trx` first. */
export type Trx = Transaction<Database>

const STATEMENT_CACHE_SIZE = 1000

/**
 * Kysely prepares every query anew; preparing costs more than running our small queries.
 * Statements are kept by SQL text (parameters vary, the text does not) and reused.
 */
function withStatementCache(sqlite: SQLite.Database, checkpointer: Checkpointer): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => {
      checkpointer.close()
      sqlite.close()
    },
    prepare: (sql: string) => {
      if (sql === 'commit') checkpointer.committed()
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
  const database = withStatementCache(sqlite, sqliteCheckpointer(sqlite, file))
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) })
  runPreparedDirectly(db, database.prepare)
  handles.set(db, sqlite)
  return db
}

/**
 * pg returns bigint (count(*), sum of integers) and numeric (avg) as strings to keep precision; our
 * counts and averages fit a JS number and SQLite gives numbers, so parse them as numbers on this pool only.
 */
const PG_INT8 = 20
const PG_NUMERIC = 1700
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value)
    return pg.types.getTypeParser(oid, format)
  },
}

export interface PostgresOptions {
  /** Connections per instance (pg's default is 10). */
  poolSize?: number
}

const pools = new WeakMap<Db, pg.Pool>()

/** The pg pool behind a PostgreSQL Db, for libraries that take one (the login limiter's store). */
export function postgresPool(db: Db): pg.Pool | undefined {
  return pools.get(db)
}

export function openPostgres(connectionString: string, options: PostgresOptions = {}): Db {
  // Pipelined clients: a statement is sent at once even while earlier ones await their answers (the push's deferred
  // writes, decision 270); queries that are awaited one by one behave as without it.
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    types: pgTypes as pg.CustomTypesConfig,
    pipeline: true,
  })
  // An idle connection ended by the server (a restart, a failover to the standby, an administrator) is dropped
  // from the pool and the next query opens a new one; unheard, pg's error event would end the process.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL: an idle connection closed (${error.message}); the pool opens a new one when needed`),
  )
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) })
  pools.set(db, pool)
  return db
}

/** PostgreSQL when a URL is given, else `lineside.sqlite` in the data folder. */
export function openConfiguredDatabase(dataDir: string, databaseUrl: string | null, options: PostgresOptions = {}): Db {
  return databaseUrl ? openPostgres(databaseUrl, options) : openDatabase(path.join(dataDir, 'lineside.sqlite'))
}
