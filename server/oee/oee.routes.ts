// /api/stop-reasons, /api/lines/:id/{stops,counts,oee}, /api/device-keys, /api/product-rates, /api/oee/plant and
// /api/reports/oee (issue 30). Writes of people go through runCommand; a counter's count through its device key.
import { Hono } from 'hono'
import {
  countInput,
  deviceKeyInput,
  explainStopArgs,
  idealRateInput,
  oeeReportQuery,
  rangeBoundMs,
  rangeQuery,
  splitStopArgs,
  stopReasonInput,
  stopReasonUpdate,
} from '../../shared/oee/oee-schemas'
import { can, isAdminRole } from '../../shared/roles'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, parseOrThrow } from '../http/errors'
import { idParam } from '../http/params'
import { createDeviceKey, listKeys, recordDeviceCount, revokeKey, setIdealRate } from './counts.service'
import { requireDeviceKey, type DeviceEnv } from './device-auth.middleware'
import { listRates } from './counts.repository'
import { currentLineOee, currentPlantOee, MAX_REPORT_DAYS, oeeReport } from './oee-report.service'
import { createStopReason, deleteStopReason, listStopReasons, updateStopReason } from './stop-reasons.service'
import { explainStop, lineStopsBetween, splitStop } from './stops.service'

const ADMIN_ONLY = 'Only admins can manage device keys'
const DAY_MS = 24 * 60 * 60_000
const MAX_STOP_RANGE_MS = 31 * DAY_MS
/** Stops one answer carries (decision 177): the latest, when a range holds more. */
const MAX_STOPS = 500

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null)

function range(query: Record<string, string>, maxMs: number) {
  const q = parseOrThrow(rangeQuery, query)
  const start = rangeBoundMs(q.start, false)
  const end = rangeBoundMs(q.end, true)
  if (!(end > start)) throw badRequest('end must be after start', { end: 'Must be after start' })
  if (end - start > maxMs) throw badRequest('Range too long', { end: `At most ${Math.round(maxMs / DAY_MS)} days` })
  return { start, end }
}

export function oeeRoutes(deps: AppDeps) {
  const auth = requireAuth(deps)
  const admins = requireRole(isAdminRole, ADMIN_ONLY)
  const device = new Hono<DeviceEnv>().post('/:id/counts', requireDeviceKey(deps), async (c) => {
    const lineId = idParam(c)
    const input = parseOrThrow(countInput, await body(c))
    const result = await recordDeviceCount(deps.db, c.get('deviceKey'), lineId, input, deps.clock.now().toISOString())
    return c.json(result, result.stored ? 201 : 200)
  })
  const people = new Hono<AppEnv>()
    .get('/stop-reasons', auth, async (c) => c.json(await listStopReasons(deps.db), 200))
    .post('/stop-reasons', auth, async (c) => {
      const input = parseOrThrow(stopReasonInput, await body(c))
      return c.json(await runCommand(deps, c.get('user'), (ctx) => createStopReason(ctx, input)), 201)
    })
    .patch('/stop-reasons/:id', auth, async (c) => {
      const id = idParam(c)
      const input = parseOrThrow(stopReasonUpdate, await body(c))
      return c.json(await runCommand(deps, c.get('user'), (ctx) => updateStopReason(ctx, id, input)), 200)
    })
    .delete('/stop-reasons/:id', auth, async (c) => {
      const id = idParam(c)
      await runCommand(deps, c.get('user'), (ctx) => deleteStopReason(ctx, id))
      return c.body(null, 204)
    })
    .get('/lines/:id/stops', auth, async (c) => {
      const lineId = idParam(c)
      const { start, end } = range(c.req.query(), MAX_STOP_RANGE_MS)
      const stops = await lineStopsBetween(deps.db, lineId, start, end, deps.clock.now().getTime())
      return c.json(stops.slice(-MAX_STOPS), 200)
    })
    .post('/lines/:id/stops/explain', auth, async (c) => {
      const lineId = idParam(c)
      const input = parseOrThrow(explainStopArgs, Object.assign({}, await body(c), { lineId }))
      return c.json(await runCommand(deps, c.get('user'), (ctx) => explainStop(ctx, input)), 200)
    })
    .post('/lines/:id/stops/split', auth, async (c) => {
      const lineId = idParam(c)
      const input = parseOrThrow(splitStopArgs, Object.assign({}, await body(c), { lineId }))
      return c.json(await runCommand(deps, c.get('user'), (ctx) => splitStop(ctx, input)), 200)
    })
    .get('/lines/:id/oee', auth, async (c) => c.json(await currentLineOee(deps.db, idParam(c), deps.clock.now()), 200))
    .get('/oee/plant', auth, async (c) => c.json(await currentPlantOee(deps.db, deps.clock.now()), 200))
    .get('/device-keys', auth, admins, async (c) => c.json(await listKeys(deps.db), 200))
    .post('/device-keys', auth, admins, async (c) => {
      const input = parseOrThrow(deviceKeyInput, await body(c))
      return c.json(await runCommand(deps, c.get('user'), (ctx) => createDeviceKey(ctx, input)), 201)
    })
    .delete('/device-keys/:id', auth, admins, async (c) => {
      const id = idParam(c)
      await runCommand(deps, c.get('user'), (ctx) => revokeKey(ctx, id))
      return c.body(null, 204)
    })
    .get('/product-rates', auth, async (c) =>
      c.json(
        (await listRates(deps.db)).map((r) => ({
          productId: r.product_id,
          lineId: r.line_id,
          idealRatePerMin: r.ideal_rate_per_min,
        })),
        200,
      ),
    )
    .put('/product-rates', auth, async (c) => {
      const input = parseOrThrow(idealRateInput, await body(c))
      await runCommand(deps, c.get('user'), (ctx) => setIdealRate(ctx, input))
      return c.json(input, 200)
    })
    .get('/reports/oee', auth, requireRole(can.viewReports, 'Reports are not available to operators'), async (c) => {
      const q = parseOrThrow(oeeReportQuery, c.req.query())
      const { start, end } = range(c.req.query(), MAX_REPORT_DAYS * DAY_MS)
      const report = await oeeReport(
        deps.db,
        Object.assign({}, q, { startMs: start, endMs: end }),
        deps.clock.now().getTime(),
      )
      return c.json(report, 200)
    })
  return { device, people }
}
