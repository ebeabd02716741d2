// /api/users: the people tickets can be assigned to (active engineers and IT staff).
import { Hono } from 'hono'
import { requireAuth } from '../auth/auth.middleware'
import { listAssignableUsers } from '../auth/users.repository'
import { toEngineer } from '../catalog/catalog-mapper'
import type { AppDeps, AppEnv } from '../context'

export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/engineers', async (c) => c.json((await listAssignableUsers(deps.db)).map(toEngineer), 200))
}
