// Queries built and compiled once per database engine, then run with fresh parameters. Building and compiling a
// Kysely query costs more than SQLite takes to run it; the hot write paths (sync push runs thousands of mutations
// a second) use these instead. The SQL still comes from Kysely's builder, so it stays dialect-neutral.
import {
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type ControlledTransaction,
  type DialectAdapter,
  type Kysely,
  type QueryResult,
} from 'kysely'
import type pg from 'pg'
import type { Database } from './database'
import { connectionScope, type NamedQuery } from './pg-named-statements'

type AnyDb = Kysely<Database>

/** Where a compiled query's parameters come from: a named input, a column of a row, or a constant the builder put in. */
type Slot = { name: string } | { row: number; column: string } | { value: unknown }

interface Compiled {
  query: CompiledQuery
  slots: Slot[]
  /** The SQLite engine's statement source when it runs prepared queries directly. */
  direct: ((sql: string) => DirectStatement) | undefined
  /** The statement itself, once first run directly (better-sqlite3 statements live as long as the database). */
  statement?: DirectStatement
}

const MARK = '\u0000lineside-param:'
const ROW_MARK = `${MARK}#row:`

function placeholder(name: string): string {
  return `${MARK}${name}\u0000`
}

/**
 * Placeholders for the named inputs, typed as the values they stand for. Use them only where Kysely binds a
 * value (`where(col, '=', p.x)`, `values`, `set`, `limit`), never where a null would change the SQL
 * (`= null` is compiled as `is null` only for a literal null): bind those with a constant instead.
 */
function placeholders<P>(): P {
  return new Proxy({}, { get: (_, key) => (typeof key === 'string' ? placeholder(key) : undefined) }) as P
}

/**
 * Placeholders for the given columns, typed as the row `T` they stand for: for inserts and updates whose column
 * set is fixed per prepared query (the values passed at run time must have exactly these keys).
 */
export function placeholdersFor<T extends object>(columns: readonly string[]): T {
  return Object.fromEntries(columns.map((k) => [k, placeholder(k)])) as T
}

function slotOf(v: unknown): Slot {
  if (typeof v !== 'string' || !v.startsWith(MARK)) return { value: v }
  if (!v.startsWith(ROW_MARK)) return { name: v.slice(MARK.length, -1) }
  const [row, column] = v.slice(ROW_MARK.length, -1).split(':') as [string, string]
  return { row: Number(row), column }
}

/** A better-sqlite3 statement, as much of it as the direct path uses. */
interface DirectStatement {
  reader: boolean
  all(parameters: readonly unknown[]): unknown[]
  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint }
}

/** Per SQLite engine (keyed by its dialect adapter): its statement source, for the direct path below. */
const directSqlite = new WeakMap<DialectAdapter, (sql: string) => DirectStatement>()

/**
 * Lets prepared queries on this SQLite database run straight on better-sqlite3 inside a transaction (decision
 * 150): Kysely's executor adds a connection mutex and several promise hops per query, more than SQLite takes
 * to run a small statement. Only inside a transaction opened to it (`withDirectPath`): it holds SQLite's one
 * connection, so nothing else can run in between; elsewhere, queries queue on Kysely's mutex as usual.
 */
export function runPreparedDirectly(db: AnyDb, prepareStatement: (sql: string) => DirectStatement): void {
  directSqlite.set(db.getExecutor().adapter, prepareStatement)
}

/** The same result Kysely's SQLite connection gives. */
function runDirect<O>(statement: DirectStatement, parameters: readonly unknown[]): QueryResult<O> {
  if (statement.reader) return { rows: statement.all(parameters) as O[] }
  const { changes, lastInsertRowid } = statement.run(parameters)
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] }
}

/** Transactions whose owner opened them to the direct path, for as long as its work runs. */
const openToDirect = new WeakSet<AnyDb>()

/**
 * Runs `work` with `trx` open to the direct path (decision 150: SQLite; decision 270: PostgreSQL, for a transaction
 * begun by `startDirectTransaction`). The owner of a transaction calls it
 * around the work it does before commit or rollback, so a query never runs directly outside a transaction: the
 * path closes when `work` settles, whatever Kysely's transaction object says (no private fields are read).
 * Elsewhere prepared queries run through Kysely's executor as usual.
 */
export async function withDirectPath<T>(trx: AnyDb, work: () => Promise<T>): Promise<T> {
  if (!trx.isTransaction) return work()
  openToDirect.add(trx)
  try {
    return await work()
  } finally {
    openToDirect.delete(trx)
  }
}

/** A PostgreSQL transaction's own connection, for the direct path, and the writes sent on it not yet answered. */
interface PgPath {
  query: NamedQuery
  /** What the owner is working on (a pushed mutation's index): a deferred write that fails is reported with it. */
  step: number
  pending: Promise<void>[]
  failure?: DeferredFailure
}

/** The first deferred write that failed (lowest step): the statements sent after it failed for its sake. */
export interface DeferredFailure {
  step: number
  error: unknown
}

const pgPaths = new WeakMap<AnyDb, PgPath>()

/**
 * Starts a transaction its owner may open to the direct path (`withDirectPath`). On PostgreSQL the pool hands
 * the transaction's connection back (connectionScope), so prepared queries inside the path go straight to it:
 * no Kysely mutex per query, and writes sent with `defer` are pipelined (decision 270).
 */
export async function startDirectTransaction(db: AnyDb): Promise<ControlledTransaction<Database>> {
  // SQLite needs no connection handed back (its direct path is better-sqlite3 itself); and entering an
  // AsyncLocalStorage turns on Node 20's promise hooks for the whole process, a cost on every await after it.
  if (directSqlite.has(db.getExecutor().adapter)) return db.startTransaction().execute()
  const scope: { query?: NamedQuery } = {}
  const trx = await connectionScope.run(scope, () => db.startTransaction().execute())
  if (scope.query) pgPaths.set(trx, { query: scope.query, step: 0, pending: [] })
  return trx
}

/**
 * Whether statements started one after another on `trx` without awaiting are sent at once and run in the order
 * sent (a PostgreSQL push's transaction inside its direct path, decision 270): two reads started together then cost
 * one round trip. Elsewhere a caller awaits each in turn.
 */
export function pipelines(trx: AnyDb): boolean {
  return openToDirect.has(trx) && pgPaths.has(trx)
}

/** Names the work the next deferred writes belong to (a pushed mutation's index). */
export function setDirectStep(trx: AnyDb, step: number): void {
  const path = pgPaths.get(trx)
  if (path) path.step = step
}

/**
 * Waits for every deferred write of the transaction and returns the first that failed. Call it before the commit
 * (PostgreSQL answers the commit of a failed transaction by rolling it back) and when a later statement failed.
 */
export async function settleDeferred(trx: AnyDb): Promise<DeferredFailure | undefined> {
  const path = pgPaths.get(trx)
  if (!path) return undefined
  while (path.pending.length) {
    const pending = path.pending
    path.pending = []
    await Promise.all(pending)
  }
  return path.failure
}

/** The same result Kysely's PostgreSQL connection gives. */
function pgResult<O>(result: pg.QueryResult): QueryResult<O> {
  const rows = (result.rows ?? []) as O[]
  const { command } = result
  if (command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE')
    return { numAffectedRows: BigInt(result.rowCount ?? 0), rows }
  return { rows }
}

export class PreparedQuery<P extends object, O> {
  private readonly byEngine = new WeakMap<DialectAdapter, Compiled>()

  constructor(private readonly build: (db: AnyDb, p: P) => Compilable<O>) {}

  private compiled(db: AnyDb): Compiled {
    const adapter = db.getExecutor().adapter
    let compiled = this.byEngine.get(adapter)
    if (!compiled) {
      const query = this.build(db, placeholders<P>()).compile()
      if (query.sql.includes(MARK)) throw new Error(`A placeholder was written into the SQL text: ${query.sql}`)
      const slots = query.parameters.map(slotOf)
      compiled = { query, slots, direct: directSqlite.get(adapter) }
      this.byEngine.set(adapter, compiled)
    }
    return compiled
  }

  private parameters(slots: Slot[], params: P): unknown[] {
    const values = params as Record<string, unknown>
    const rows = values.rows as Record<string, unknown>[] | undefined
    return slots.map((s) => {
      if ('value' in s) return s.value
      const v = 'name' in s ? values[s.name] : rows?.[s.row]?.[s.column]
      if (v === undefined)
        throw new Error(`Missing query parameter ${'name' in s ? s.name : `${s.column} of row ${s.row}`}`)
      return v
    })
  }

  /** Runs the query on `db` (a connection or a transaction) with these inputs. */
  async run(db: AnyDb, params: P): Promise<QueryResult<O>> {
    const compiled = this.compiled(db)
    const { query, slots, direct } = compiled
    const parameters = this.parameters(slots, params)
    if (openToDirect.has(db)) {
      if (direct) return runDirect<O>((compiled.statement ??= direct(query.sql)), parameters)
      const path = pgPaths.get(db)
      if (path) return pgResult<O>(await path.query(query.sql, parameters))
    }
    return db.executeQuery<O>({ query: query.query, sql: query.sql, parameters, queryId: createQueryId() })
  }

  /**
   * Runs a write whose answer the caller does not read. In a PostgreSQL transaction open to the direct path it is
   * sent without waiting for the answer: the connection pipelines it and runs statements in the order sent, so
   * the transaction's later reads see it; a failure is kept with its step for `settleDeferred`. Elsewhere (and on
   * SQLite, where a statement takes microseconds) it runs as `run` does.
   */
  async defer(db: AnyDb, params: P): Promise<void> {
    const path = openToDirect.has(db) ? pgPaths.get(db) : undefined
    if (!path) {
      await this.run(db, params)
      return
    }
    const { query, slots } = this.compiled(db)
    const step = path.step
    path.pending.push(
      path.query(query.sql, this.parameters(slots, params)).then(
        () => undefined,
        (error: unknown) => {
          if (!path.failure || step < path.failure.step) path.failure = { step, error }
        },
      ),
    )
  }

  async execute(db: AnyDb, params: P): Promise<O[]> {
    return (await this.run(db, params)).rows
  }

  async executeTakeFirst(db: AnyDb, params: P): Promise<O | undefined> {
    return (await this.run(db, params)).rows[0]
  }
}

/** A query compiled once per engine; `p.name` in the builder stands for `params.name` at run time. */
export function prepare<P extends object, O>(build: (db: AnyDb, p: P) => Compilable<O>): PreparedQuery<P, O> {
  return new PreparedQuery(build)
}

/**
 * Prepared queries for a family whose shape depends on a key (an update of these columns, an insert of so
 * many rows): one per key, made on first use.
 */
export function preparedFamily<K, P extends object, O>(
  make: (key: K) => (db: AnyDb, p: P) => Compilable<O>,
  keyOf: (key: K) => string = String,
) {
  const family = new Map<string, PreparedQuery<P, O>>()
  return (key: K): PreparedQuery<P, O> => {
    const id = keyOf(key)
    let q = family.get(id)
    if (!q) {
      q = new PreparedQuery(make(key))
      family.set(id, q)
    }
    return q
  }
}

/** The entries whose value is not undefined (Kysely leaves those columns out; a prepared query must too). */
export function definedColumns<T extends object>(values: T): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out[k] = v
  return out
}

/**
 * `count` rows of placeholders for a multi-row insert, filled at run time from `{ rows }` (each row must have
 * every column, null rather than undefined).
 */
export function placeholderRows<T extends object>(columns: readonly string[], count: number): T[] {
  return Array.from(
    { length: count },
    (_, i) => Object.fromEntries(columns.map((c) => [c, `${ROW_MARK}${i}:${c}\u0000`])) as T,
  )
}
