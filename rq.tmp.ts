import { mkdtempSync } from 'node:fs'
import path from 'node:path'
import { prepareDatabase } from './server/bootstrap'
import { fillReportData } from './scripts/bench/support/reports-data'
import { periodsStartingInRange, periodsUnderWayAt } from './server/reports/uptime.repository'
import { ticketTotals, failuresByLineAndCategory, ticketsPerDay, firstTickets } from './server/reports/ticket-report.repository'
const dir = process.env.D ?? mkdtempSync('/tmp/rq-')
const now = Date.parse('2026-11-21T10:00:00.000Z')
const db = await prepareDatabase(dir, 'demo', { now: () => new Date(now) }, 0)
if (!process.env.D) { let t=Date.now(); await fillReportData(db, { nowMs: now, days: 730, tickets: 100_000, historyRows: 1_000_000 }); console.log('fill', Date.now()-t, dir) }
for (const days of [90, 730]) {
  const r = { startMs: now - days*86400000, endMs: now }
  const tr = { start: new Date(r.startMs).toISOString(), end: new Date(now).toISOString() }
  for (const [name, fn] of [['inRange', () => periodsStartingInRange(db, r)], ['underway', () => periodsUnderWayAt(db, r)], ['totals', () => ticketTotals(db, tr)], ['fail', () => failuresByLineAndCategory(db, tr)], ['perDay', () => ticketsPerDay(db, tr)], ['first', () => firstTickets(db, tr, 10)]] as const) {
    const ts: number[] = []
    for (let i = 0; i < 3; i++) { const t = performance.now(); await (fn as () => Promise<unknown>)(); ts.push(performance.now()-t) }
    console.log(days, name, ts.map(x=>x.toFixed(0)).join(' '))
  }
}
