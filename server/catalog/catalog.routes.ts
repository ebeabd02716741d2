// /api/units and /api/products. Mounted at the /api root, so auth is attached per route: a root-level
// middleware would also run for every other /api path.
import { Hono } from 'hono'
import { isAdminRole } from '../../shared/roles'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { toProduct, toUnit } from './catalog-mapper'
import { listProducts, listUnits } from './catalog.repository'
import { initializeUnits } from './catalog.service'

export function catalogRoutes(deps: AppDeps) {
  const auth = requireAuth(deps)
  return new Hono<AppEnv>()
    .get('/units', auth, async (c) => c.json((await listUnits(deps.db)).map(toUnit), 200))
    .post('/units/initialize', auth, requireRole(isAdminRole, 'Only admins can initialize units'), async (c) =>
      c.json(await runCommand(deps, c.get('user'), (ctx) => initializeUnits(ctx)), 200),
    )
    .get('/products', auth, async (c) => c.json((await listProducts(deps.db)).map(toProduct), 200))
    .get('/products/active', auth, async (c) => c.json((await listProducts(deps.db, true)).map(toProduct), 200))
}
