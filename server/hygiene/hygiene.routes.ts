// /api/hygiene: clearances (list, sign), holds, the chain's verification, per-line settings (issue 29).
import { Hono } from 'hono'
import { z } from 'zod'
import { clearanceInput, hygieneSettingsInput, productAllergensInput } from '../../shared/hygiene/schemas'
import { can } from '../../shared/roles'
import { id, isoTime } from '../../shared/schemas/common'
import { uploadImageInput } from '../../shared/schemas/tickets'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { parseOrThrow } from '../http/errors'
import { contentHash, idParam, pathParam, uuidParam } from '../http/params'
import { verifyChain } from './clearance-chain'
import { fetchClearancePhoto, uploadHoldPhoto } from './hygiene-photos.service'
import { hygieneReport } from './hygiene-report.service'
import { clearLine } from './hygiene.service'
import { setProductAllergens } from './product-allergens.service'
import { getClearances, getHolds, getSettings, saveSettings } from './hygiene-views.service'

const listQuery = z.strictObject({
  lineId: id.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
})
const reportQuery = z.strictObject({ start: isoTime, end: isoTime, lineId: id.optional() })
const holdsQuery = z.strictObject({ lineId: id.optional(), open: z.enum(['0', '1']).optional() })

export function hygieneRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/clearances', async (c) => {
      const q = parseOrThrow(listQuery, c.req.query())
      return c.json(await getClearances(deps.db, q), 200)
    })
    .post('/clearances', async (c) => {
      const input = parseOrThrow(clearanceInput, await c.req.json().catch(() => null))
      const result = await runCommand(deps, c.get('user'), (ctx) => clearLine(ctx, input))
      return c.json(result, 201)
    })
    .get('/holds', async (c) => {
      const q = parseOrThrow(holdsQuery, c.req.query())
      return c.json(await getHolds(deps.db, { lineId: q.lineId, open: q.open === '1' }), 200)
    })
    .post('/holds/:id/photos', async (c) => {
      const holdId = uuidParam(c)
      const input = parseOrThrow(uploadImageInput, await c.req.json().catch(() => null))
      const photo = await runCommand(deps, c.get('user'), (ctx) =>
        uploadHoldPhoto(ctx, deps.config.dataDir, holdId, input),
      )
      return c.json(photo, 201)
    })
    .get('/photos/:hash', async (c) => {
      const photo = await fetchClearancePhoto(deps.db, deps.config.dataDir, pathParam(c, 'hash', contentHash))
      return c.body(new Uint8Array(photo.bytes), 200, {
        'Content-Type': photo.mimeType,
        'Cache-Control': 'private, max-age=31536000, immutable',
      })
    })
    .get('/verify', requireRole(can.viewReports, 'Verifying the records needs the reports role'), async (c) =>
      c.json(await verifyChain(deps.db), 200),
    )
    .get('/report', requireRole(can.viewReports, 'The hygiene report needs the reports role'), async (c) => {
      const q = parseOrThrow(reportQuery, c.req.query())
      return c.json(await hygieneReport(deps.db, q), 200)
    })
    .get('/settings', async (c) => c.json(await getSettings(deps.db), 200))
    .put('/lines/:id/settings', async (c) => {
      const lineId = idParam(c)
      const input = parseOrThrow(hygieneSettingsInput, await c.req.json().catch(() => null))
      await runCommand(deps, c.get('user'), (ctx) => saveSettings(ctx, lineId, input))
      return c.json({ ok: true }, 200)
    })
    .put('/products/:id/allergens', async (c) => {
      const productId = idParam(c)
      const input = parseOrThrow(productAllergensInput, await c.req.json().catch(() => null))
      const allergens = await runCommand(deps, c.get('user'), (ctx) =>
        setProductAllergens(ctx, productId, input.allergens),
      )
      return c.json({ id: productId, allergens }, 200)
    })
}
