// /api/units and /api/products. Mounted at the /api root, so auth is attached per route: a root-level
// middleware would also run for every other /api path.
import { Hono, type Context } from 'hono'
import { isAdminRole } from '../../shared/roles'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { parsePage, takePage } from '../http/keyset-page'
import { toProduct, toUnit } from './catalog-mapper'
import { listProductPage, listUnits } from './catalog.repository'
import { initializeUnits } from './catalog.service'
import { answer } from '../http/answer'

export function catalogRoutes(deps: AppDeps) {
  const auth = requireAuth(deps)
  /** A page of products by SKU, the next one in the Link header (decision 177). */
  const productPage = async (c: Context<AppEnv>, onlyActive: boolean) => {
    const { limit, after } = parsePage(c, ['string'])
    const rows = await listProductPage(deps.db, { limit: limit + 1, after: after?.[0] ?? null }, onlyActive)
    return takePage(c, rows, limit, (r) => [r.sku])
  }
  return new Hono<AppEnv>()
    .get('/units', auth, async (c) => answer(c, 'GET /api/units', (await listUnits(deps.db)).map(toUnit)))
    .post('/units/initialize', auth, requireRole(isAdminRole, 'Only admins can initialize units'), async (c) =>
      c.json(await runCommand(deps, c.get('user'), (ctx) => initializeUnits(ctx)), 200),
    )
    .get('/products', auth, async (c) => c.json((await productPage(c, false)).map(toProduct), 200))
    .get('/products/active', auth, async (c) => c.json((await productPage(c, true)).map(toProduct), 200))
}
