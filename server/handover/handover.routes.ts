// /api/handovers: shift handovers per line and day, the pre-filled part, the CSV export, sign and acknowledge
// (issue 34 §3). Reads: everyone signed in; writes: line leads, engineers, quality, admins (the service checks).
import { Hono } from 'hono'
import {
  handoverAckBody,
  handoverListQuery,
  handoverPrefillQuery,
  handoverSignInput,
} from '../../shared/handover/schemas'
import { requireAuth } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, conflict, parseOrThrow } from '../http/errors'
import { csvLines } from '../reports/csv-stream'
import { handoverCells, HANDOVER_CSV_COLUMNS } from './handover-csv'
import { toHandover } from './handover-mapper'
import { listHandoverRows } from './handover.repository'
import { acknowledgeHandover, getHandover, handoverPrefill, signHandover } from './handover.service'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null)

function range(q: { date?: string; from?: string; to?: string }) {
  if (q.date && (q.from || q.to))
    throw badRequest('Invalid date: give a day or a range (from, to), not both', { date: 'A day or a range' })
  const from = q.date ?? q.from
  const to = q.date ?? q.to
  if (from && to && from > to) throw badRequest('Invalid to: before from', { to: 'Before from' })
  return { from, to }
}

export function handoverRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', async (c) => {
      const q = parseOrThrow(handoverListQuery, c.req.query())
      const rows = await listHandoverRows(deps.db, { lineId: q.lineId, ...range(q), limit: q.limit ?? 200 })
      return c.json(rows.map(toHandover), 200)
    })
    .get('/prefill', async (c) => {
      const q = parseOrThrow(handoverPrefillQuery, c.req.query())
      return c.json(await handoverPrefill(deps.db, q.lineId, deps.clock.now(), q), 200)
    })
    .on(['GET', 'POST'], '/export.csv', async (c) => {
      const q = parseOrThrow(handoverListQuery, c.req.query())
      const rows = await listHandoverRows(deps.db, { lineId: q.lineId, ...range(q), limit: q.limit ?? 1000 })
      const cells = [[...HANDOVER_CSV_COLUMNS], ...rows.map((r) => handoverCells(toHandover(r)))]
      const name = `handovers${q.lineId ? `-line-${q.lineId}` : ''}${q.date ? `-${q.date}` : ''}.csv`
      return c.body('\uFEFF' + csvLines(cells), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
      })
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id')
      if (!UUID.test(id)) throw badRequest('Invalid id', { id: 'Not a handover id' })
      return c.json(await getHandover(deps.db, id), 200)
    })
    .post('/', async (c) => {
      const input = parseOrThrow(handoverSignInput, await body(c))
      return c.json(await runCommand(deps, c.get('user'), (ctx) => signHandover(ctx, input)), 201)
    })
    .post('/:id/acknowledge', async (c) => {
      const id = c.req.param('id')
      if (!UUID.test(id)) throw badRequest('Invalid id', { id: 'Not a handover id' })
      const input = parseOrThrow(handoverAckBody, (await body(c)) ?? {})
      const result = await runCommand(deps, c.get('user'), (ctx) => acknowledgeHandover(ctx, { id, ...input }))
      if (result.outcome === 'already_acknowledged')
        throw conflict(`Already acknowledged by ${result.handover.acknowledgedBy ?? 'someone else'}`)
      return c.json(result.handover, 200)
    })
}
