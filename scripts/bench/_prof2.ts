import SQLite from 'better-sqlite3'
const stats = new Map<string, { n: number; ms: number }>()
const proto = (SQLite as unknown as { prototype: { prepare: (sql: string) => unknown } }).prototype
const origPrepare = proto.prepare
proto.prepare = function (this: unknown, sql: string) {
  const stmt = origPrepare.call(this, sql) as Record<string, (...a: unknown[]) => unknown>
  for (const m of ['run', 'all', 'get', 'iterate']) {
    const orig = stmt[m]
    if (typeof orig !== 'function') continue
    stmt[m] = function (this: unknown, ...args: unknown[]) {
      const t = performance.now()
      try { return orig.apply(stmt, args) } finally {
        const s = stats.get(sql) ?? { n: 0, ms: 0 }; s.n++; s.ms += performance.now() - t; stats.set(sql, s)
      }
    }
  }
  return stmt
}
await import('./_prof')
const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)
for (const [sql, s] of rows) console.log(s.ms.toFixed(0).padStart(6), 'ms', String(s.n).padStart(6), sql.slice(0, 150))
