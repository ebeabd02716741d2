// /api/pm: plans (list, create, edit, pause/resume/retire, the model's suggested interval), work orders (list by
// status, sign-off, corrections, skip, reschedule), temporary repairs and meter readings.
import { Hono } from 'hono'
import { newId } from '../../shared/ids'
import { isOverdue, isoDay } from '../../shared/pm/due-dates'
import { canViewPm } from '../../shared/pm/permissions'
import {
  pmCorrectionInput,
  pmPlanInput,
  pmPlanStatusInput,
  pmPlanUpdate,
  pmReadingInput,
  pmReadingQuery,
  pmRescheduleInput,
  pmSignOffInput,
  pmSkipInput,
  pmSuggestionQuery,
  pmTemporaryRepairInput,
  pmWorkOrderQuery,
} from '../../shared/schemas/pm'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, notFound, parseOrThrow } from '../http/errors'
import { toPlan, withDetails } from './pm-mapper'
import { createPlan, setPlanStatus, updatePlan } from './pm-plans.service'
import { suggestInterval } from './pm-suggestion.service'
import {
  addCorrection,
  readWorkOrder,
  rescheduleWorkOrder,
  signOff,
  skipWorkOrder,
  temporaryRepairForTicket,
} from './pm-work-orders.service'
import { recordReading } from './pm-readings.service'
import { findPlan, listPlanRows, listWorkOrderRows } from './pm.repository'
import { latestReadings, meterStatus } from './pm-meters.service'
import { fetchWorkOrderPhoto, listWorkOrderPhotos, uploadWorkOrderPhoto } from './pm-photos.service'
import { uploadImageInput } from '../../shared/schemas/tickets'
import { contentHash, pathParam, uuidParam } from '../http/params'
import { PLAN_COLUMNS, planCells, readPlanFile } from './pm-plan-file'
import { xlsxStream } from '../exports/xlsx-stream'
import { csvLines } from '../reports/csv-stream'
import { ImportFileError } from '../imports/file-kind'

const DENIED = 'Only engineers, IT and admins can see planned maintenance'
const body = async (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => null)

export function pmRoutes(deps: AppDeps) {
  const auth = requireAuth(deps)
  const viewers = requireRole(canViewPm, DENIED)
  const today = () => isoDay(deps.clock.now())
  const run = <T>(c: { get: (k: 'user') => AppEnv['Variables']['user'] }, fn: Parameters<typeof runCommand<T>>[2]) =>
    runCommand<T>(deps, c.get('user'), fn)
  return new Hono<AppEnv>()
    .use(auth, viewers)
    .get('/plans', async (c) => {
      const rows = []
      for (let after: string | null = null; ;) {
        const page = await listPlanRows(deps.db, after, 1000)
        rows.push(...page)
        if (page.length < 1000) break
        after = page[page.length - 1]!.id
      }
      return c.json(rows.map(toPlan), 200)
    })
    .post('/plans', async (c) => {
      const input = parseOrThrow(pmPlanInput, await body(c))
      return c.json(await run(c, (ctx) => createPlan(ctx, input, newId())), 201)
    })
    .on(['GET', 'POST'], '/plans/export/:format', async (c) => {
      const format = c.req.param('format')
      if (format !== 'csv' && format !== 'xlsx')
        throw badRequest('Invalid format: use csv or xlsx', { format: 'Use csv or xlsx' })
      const rows: (string | number | null)[][] = [[...PLAN_COLUMNS]]
      for (let after: string | null = null; ;) {
        const page = await listPlanRows(deps.db, after, 1000)
        rows.push(...page.map((r) => planCells(toPlan(r))))
        if (page.length < 1000) break
        after = page[page.length - 1]!.id
      }
      const headers = { 'Content-Disposition': `attachment; filename="pm-plans.${format}"` }
      if (format === 'csv')
        return c.body('\uFEFF' + csvLines(rows), 200, { ...headers, 'Content-Type': 'text/csv; charset=utf-8' })
      const parts: Uint8Array[] = []
      for await (const p of xlsxStream(
        'PM plans',
        (async function* () {
          yield rows
        })(),
      ))
        parts.push(p)
      return c.body(Buffer.concat(parts), 200, {
        ...headers,
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      })
    })
    .post('/plans/import', async (c) => {
      const form = await c.req.formData().catch(() => null)
      const file = form?.get('file')
      if (!file || typeof file === 'string') throw badRequest('Please select a CSV or XLSX file', { file: 'Required' })
      let read
      try {
        read = await readPlanFile(file.name, new Uint8Array(await file.arrayBuffer()))
      } catch (error) {
        if (error instanceof ImportFileError) throw badRequest(error.message, { file: error.message })
        throw error
      }
      if (!read.ok)
        throw badRequest(
          Object.entries(read.fields)
            .map(([f, m]) => `Invalid ${f}: ${m}`)
            .join('; '),
          read.fields,
        )
      const plans = read.plans
      const made = await run(c, async (ctx) => {
        const out = []
        for (const p of plans) out.push(await createPlan(ctx, p, newId()))
        return out
      })
      return c.json({ created: made.length, plans: made }, 201)
    })
    .get('/plans/suggestion', async (c) => {
      const q = parseOrThrow(pmSuggestionQuery, c.req.query())
      return c.json(await suggestInterval(deps.db, deps.clock.now(), q.machineId, q.target), 200)
    })
    .get('/plans/:id', async (c) => {
      const row = await findPlan(deps.db, c.req.param('id'))
      if (!row) throw notFound('Plan not found')
      return c.json(toPlan(row), 200)
    })
    .put('/plans/:id', async (c) => {
      const input = parseOrThrow(pmPlanUpdate, await body(c))
      return c.json(await run(c, (ctx) => updatePlan(ctx, c.req.param('id'), input)), 200)
    })
    .post('/plans/:id/status', async (c) => {
      const { status } = parseOrThrow(pmPlanStatusInput, await body(c))
      return c.json(await run(c, (ctx) => setPlanStatus(ctx, c.req.param('id'), status)), 200)
    })
    .get('/work-orders', async (c) => {
      const q = parseOrThrow(pmWorkOrderQuery, c.req.query())
      const day = today()
      const rows = await listWorkOrderRows(deps.db, {
        status: q.status === 'overdue' ? undefined : q.status,
        overdueBefore: q.status === 'overdue' ? day : undefined,
        lineId: q.lineId,
        from: q.from,
        to: q.to,
      })
      const list = await withDetails(deps.db, rows)
      return c.json(
        list.map((w) => ({ ...w, overdue: isOverdue(w, day) })),
        200,
      )
    })
    .get('/work-orders/:id', async (c) => {
      const w = await run(c, (ctx) => readWorkOrder(ctx, c.req.param('id')))
      return c.json({ ...w, overdue: isOverdue(w, today()) }, 200)
    })
    .post('/work-orders/:id/sign-off', async (c) => {
      const input = parseOrThrow(pmSignOffInput, await body(c))
      const id = c.req.param('id')
      const tickets = await run(c, (ctx) => signOff(ctx, id, input))
      const w = await run(c, (ctx) => readWorkOrder(ctx, id))
      return c.json({ ...w, correctiveTicketIds: tickets }, 200)
    })
    .post('/work-orders/:id/corrections', async (c) => {
      const input = parseOrThrow(pmCorrectionInput, await body(c))
      const id = c.req.param('id')
      await run(c, (ctx) => addCorrection(ctx, id, input))
      return c.json(await run(c, (ctx) => readWorkOrder(ctx, id)), 201)
    })
    .post('/work-orders/:id/skip', async (c) => {
      const { reason } = parseOrThrow(pmSkipInput, await body(c))
      const id = c.req.param('id')
      await run(c, (ctx) => skipWorkOrder(ctx, id, reason))
      return c.json(await run(c, (ctx) => readWorkOrder(ctx, id)), 200)
    })
    .post('/work-orders/:id/reschedule', async (c) => {
      const { dueAt, reason } = parseOrThrow(pmRescheduleInput, await body(c))
      const id = c.req.param('id')
      await run(c, (ctx) => rescheduleWorkOrder(ctx, id, dueAt, reason))
      return c.json(await run(c, (ctx) => readWorkOrder(ctx, id)), 200)
    })
    .post('/work-orders/:id/photos', async (c) => {
      const input = parseOrThrow(uploadImageInput, await body(c))
      const id = uuidParam(c)
      return c.json(await run(c, (ctx) => uploadWorkOrderPhoto(ctx, deps.config.dataDir, id, input)), 201)
    })
    .get('/work-orders/:id/photos', async (c) =>
      c.json({ photos: await listWorkOrderPhotos(deps.db, uuidParam(c)) }, 200),
    )
    .get('/work-orders/:id/photos/:hash', async (c) => {
      const photo = await fetchWorkOrderPhoto(
        deps.db,
        deps.config.dataDir,
        uuidParam(c),
        pathParam(c, 'hash', contentHash),
      )
      return c.body(new Uint8Array(photo.bytes), 200, {
        'Content-Type': photo.mimeType,
        'Cache-Control': 'private, max-age=31536000, immutable',
      })
    })
    .get('/meters', async (c) => {
      const { lineId } = parseOrThrow(pmReadingQuery, c.req.query())
      return c.json({ meters: await meterStatus(deps.db, deps.clock.now(), lineId) }, 200)
    })
    .post('/temporary-repairs', async (c) => {
      const input = parseOrThrow(pmTemporaryRepairInput, await body(c))
      const id = await run(c, (ctx) => temporaryRepairForTicket(ctx, input))
      return c.json({ workOrderId: id }, 201)
    })
}

/** Meter readings come from line tablets too (operators): their own route, outside the engineers' guard. */
export function pmReadingRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', requireAuth(deps), async (c) => {
      const input = parseOrThrow(pmReadingInput, await body(c))
      const id = await runCommand(deps, c.get('user'), (ctx) => recordReading(ctx, input))
      return c.json({ id }, 201)
    })
    .get('/', requireAuth(deps), async (c) => {
      const { lineId, limit } = parseOrThrow(pmReadingQuery, c.req.query())
      return c.json({ readings: await latestReadings(deps.db, lineId, limit ?? 50) }, 200)
    })
}
