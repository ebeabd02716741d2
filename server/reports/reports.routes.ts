// /api/reports (ticket, failure and uptime reports), /api/exports (CSV) and /api/admin/archive-tickets.
// Everyone who can view reports except operators; archive is admins only (DESIGN.md §3).
import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { can, isAdminRole } from '../../shared/roles'
import { exportFileName } from '../../shared/reports'
import {
  archiveTicketsSchema,
  exportQuerySchema,
  reportQuerySchema,
  type ParsedRange,
} from '../../shared/schemas/reports'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, parseOrThrow } from '../http/errors'
import { archiveTickets } from './archive.service'
import { csvStream } from './csv-stream'
import { PERFORMANCE_CSV_HEADER, TICKET_CSV_HEADER, performanceCsvPages, ticketCsvPages } from './exports.service'
import { failureReport, ticketReport } from './ticket-report.service'
import { linesForReport } from './uptime.repository'
import { uptimeReport } from './uptime.service'
import { answer } from '../http/answer'

const REPORT_DENIED = 'Operators cannot view reports'

async function parseRange(
  deps: AppDeps,
  c: Context<AppEnv>,
  schema: typeof reportQuerySchema | typeof exportQuerySchema,
): Promise<ParsedRange> {
  const range: ParsedRange = parseOrThrow(schema, c.req.query())
  if (range.lineId !== undefined && (await linesForReport(deps.db, range.lineId)).length === 0) {
    throw badRequest('Invalid lineId: No such production line', { lineId: 'No such production line' })
  }
  return range
}

export function reportRoutes(deps: AppDeps) {
  const now = () => deps.clock.now().toISOString()
  return (
    new Hono<AppEnv>()
      .use(requireAuth(deps), requireRole(can.viewReports, REPORT_DENIED))
      // The reports' JSON gzipped for a browser that takes it (13 KB → 2 KB for a month of uptime): the reports
      // screen draws nothing before all three are here, on a slow phone's link (decision 274).
      .use(compress({ encoding: 'gzip' }))
      .get('/tickets', async (c) =>
        answer(
          c,
          'GET /api/reports/tickets',
          await ticketReport(deps.db, await parseRange(deps, c, reportQuerySchema), now()),
        ),
      )
      .get('/line-failures', async (c) =>
        answer(
          c,
          'GET /api/reports/line-failures',
          await failureReport(deps.db, await parseRange(deps, c, reportQuerySchema), now()),
        ),
      )
      .get('/uptime', async (c) =>
        answer(
          c,
          'GET /api/reports/uptime',
          await uptimeReport(deps.db, await parseRange(deps, c, reportQuerySchema), now()),
        ),
      )
  )
}

/** The days a range covers, for the file name: the end is exclusive, so its last day is the one before. */
function fileName(kind: 'tickets' | 'line-performance', range: ParsedRange): string {
  return exportFileName(kind, range.start, new Date(Date.parse(range.end) - 1).toISOString())
}

function csvResponse(c: Context<AppEnv>, fileName: string, body: ReadableStream<Uint8Array>) {
  return c.body(body, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  })
}

export function exportRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requireRole(can.viewReports, REPORT_DENIED))
    .get('/tickets.csv', async (c) => {
      const range = await parseRange(deps, c, exportQuerySchema)
      return csvResponse(c, fileName('tickets', range), csvStream(TICKET_CSV_HEADER, ticketCsvPages(deps.db, range)))
    })
    .get('/line-performance.csv', async (c) => {
      const range = await parseRange(deps, c, exportQuerySchema)
      const pages = performanceCsvPages(deps.db, range, deps.clock.now().toISOString())
      return csvResponse(c, fileName('line-performance', range), csvStream(PERFORMANCE_CSV_HEADER, pages))
    })
}

/** Mounted at /api/admin/archive-tickets on its own, beside the admin panel's routes. */
export function archiveRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps), requireRole(isAdminRole, 'Only administrators can archive tickets'))
    .post('/', async (c) => {
      const input = parseOrThrow(archiveTicketsSchema, await c.req.json().catch(() => ({})))
      return answer(
        c,
        'POST /api/admin/archive-tickets',
        await runCommand(deps, c.get('user'), (ctx) => archiveTickets(ctx, input.cutoffDate)),
      )
    })
}
