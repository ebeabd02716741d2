import { Kysely, SqliteDialect } from 'kysely'
import SQLite from 'better-sqlite3'
import { periodsStartingInRange, periodsUnderWayAt } from './server/reports/uptime.repository'
import { ticketTotals } from './server/reports/ticket-report.repository'
const sqlite = new SQLite(process.env.D + '/lineside.sqlite')
const plans: string[] = []
const db = new Kysely<any>({ dialect: new SqliteDialect({ database: { close: () => sqlite.close(), prepare: (s: string) => { plans.push(s + '\n' + sqlite.prepare('EXPLAIN QUERY PLAN ' + s).all(...Array((s.match(/\?/g) ?? []).length).fill(1)).map((r: any) => r.detail).join('\n')); return sqlite.prepare(s) } } as any }) })
const now = Date.parse('2026-11-21T10:00:00.000Z')
const r = { startMs: now - 90*86400000, endMs: now }
await periodsStartingInRange(db, r); await periodsUnderWayAt(db, r)
await ticketTotals(db, { start: '2026-01-01', end: '2026-03-01' })
console.log(plans.join('\n----\n'))
