// GET /api/reports/pm-compliance?start=&end= and its exports (/export/csv, /export/xlsx): the compliance figures
// overall and per unit, line, plan and month, the overdue list, open temporary repairs and MTBF around plans.
import { Hono } from 'hono'
import { can } from '../../shared/roles'
import { pmComplianceQuery } from '../../shared/schemas/pm'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import type { AppDeps, AppEnv } from '../context'
import { xlsxStream } from '../exports/xlsx-stream'
import { badRequest, parseOrThrow } from '../http/errors'
import { csvLines } from '../reports/csv-stream'
import { complianceSheet, pmComplianceReport } from './pm-compliance.service'

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const

function parseRange(query: Record<string, string>) {
  const q = parseOrThrow(pmComplianceQuery, query)
  if (q.end < q.start) throw badRequest('Invalid end: before the start', { end: 'Must not be before the start' })
  return q
}

async function* once<T>(value: T): AsyncGenerator<T> {
  yield value
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  for await (const p of chunks) parts.push(p)
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

export function pmComplianceRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requireRole(can.viewReports, 'Operators cannot view reports'))
    .get('/', async (c) => {
      const { start, end } = parseRange(c.req.query())
      return c.json(await pmComplianceReport(deps.db, deps.clock.now(), start, end), 200)
    })
    .on(['GET', 'POST'], '/export/:format', async (c) => {
      const format = c.req.param('format')
      if (format !== 'csv' && format !== 'xlsx')
        throw badRequest('Invalid format: use csv or xlsx', { format: 'Use csv or xlsx' })
      const { start, end } = parseRange(c.req.query())
      const rows = complianceSheet(await pmComplianceReport(deps.db, deps.clock.now(), start, end))
      const name = `pm-compliance-${start}-${end}.${format}`
      const headers = { 'Content-Type': TYPES[format], 'Content-Disposition': `attachment; filename="${name}"` }
      if (format === 'csv') return c.body('\uFEFF' + csvLines(rows), 200, headers)
      const bytes = await collect(xlsxStream('PM compliance', once(rows)))
      return c.body(bytes.buffer as ArrayBuffer, 200, headers)
    })
}
