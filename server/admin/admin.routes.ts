// /api/admin: users, roles, audit, overview, documentation export and system info (admin and super_admin).
// Handlers carry the guards themselves (no app.use): other sub-apps are mounted under /api/admin too.
import { Hono } from 'hono'
import { isAdminRole } from '../../shared/roles'
import { DOCUMENTATION_TYPES, type DocumentationType } from '../../shared/admin'
import { auditQueryInput, userCreateInput, userUpdateInput } from '../../shared/schemas/admin'
import { id as idSchema } from '../../shared/schemas/common'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { notFound, parseOrThrow } from '../http/errors'
import { toAdminRole } from './admin-mapper'
import { createUser, deleteUserAccount, getUser, listUsers, updateUserAccount } from './admin-users.service'
import { listRoles } from './admin-users.repository'
import { readAudit } from './audit.service'
import { gatherFacts } from './docs-facts'
import { renderAll, renderDocument } from './docs-render'
import { checkSecurity, type Probe } from './security-checks.service'
import { systemInfo } from './system-info.service'
import { answer } from '../http/answer'

const isDocType = (t: string): t is DocumentationType => (DOCUMENTATION_TYPES as readonly string[]).includes(t)
const fileDate = (iso: string) => iso.slice(0, 10)
const titleCase = (t: string) =>
  t
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('-')

function markdown(text: string, fileName: string): Response {
  return new Response(text, {
    status: 200,
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

export function adminRoutes(deps: AppDeps, options: { probe: Probe }) {
  const startedAt = deps.clock.now()
  const auth = requireAuth(deps)
  const admin = requireRole(isAdminRole, 'Administrator access required')
  const body = (c: { req: { json: () => Promise<unknown> } }) => c.req.json().catch(() => null)

  return new Hono<AppEnv>()
    .get('/users', auth, admin, async (c) => answer(c, 'GET /api/admin/users', await listUsers(deps.db)))
    .post('/users', auth, admin, async (c) => {
      const input = parseOrThrow(userCreateInput, await body(c))
      const id = await runCommand(deps, c.get('user'), (ctx) => createUser(ctx, input))
      return c.json(await getUser(deps.db, id), 201)
    })
    .patch('/users/:id', auth, admin, async (c) => {
      const id = parseOrThrow(idSchema, c.req.param('id'))
      const input = parseOrThrow(userUpdateInput, await body(c))
      await runCommand(deps, c.get('user'), (ctx) => updateUserAccount(ctx, id, input))
      return c.json(await getUser(deps.db, id), 200)
    })
    .delete('/users/:id', auth, admin, async (c) => {
      const id = parseOrThrow(idSchema, c.req.param('id'))
      await runCommand(deps, c.get('user'), (ctx) => deleteUserAccount(ctx, id))
      return c.json({ success: true }, 200)
    })
    .get('/roles', auth, admin, async (c) =>
      answer(c, 'GET /api/admin/roles', (await listRoles(deps.db)).map(toAdminRole)),
    )
    .get('/audit-logs', auth, admin, async (c) =>
      answer(c, 'GET /api/admin/audit-logs', await readAudit(deps.db, parseOrThrow(auditQueryInput, c.req.query()))),
    )
    .get('/overview', auth, admin, async (c) =>
      answer(c, 'GET /api/admin/overview', await checkSecurity(deps, options.probe)),
    )
    .get('/system-info', auth, admin, async (c) =>
      answer(c, 'GET /api/admin/system-info', await systemInfo(deps, startedAt)),
    )
    .post('/export-documentation/:type', auth, admin, async (c) => {
      const type = c.req.param('type')
      if (!isDocType(type)) throw notFound(`No documentation type ${type}`)
      const facts = await gatherFacts(deps, options.probe, startedAt)
      return markdown(renderDocument(facts, type), `${titleCase(type)}-${fileDate(facts.generatedAt)}.md`)
    })
    .post('/export-all-documentation', auth, admin, async (c) => {
      void c
      const facts = await gatherFacts(deps, options.probe, startedAt)
      return markdown(renderAll(facts, DOCUMENTATION_TYPES), `Complete-Documentation-${fileDate(facts.generatedAt)}.md`)
    })
}
