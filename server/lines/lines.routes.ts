// /api/production-lines
import { Hono } from 'hono'
import { lineStatusInput } from '../../shared/schemas/lines'
import { requireAuth } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { parseOrThrow } from '../http/errors'
import { idParam } from '../http/params'
import { getLine, getLines, setLineStatus } from './lines.service'

export function lineRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', async (c) => c.json(await getLines(deps.db), 200))
    .get('/:id', async (c) => c.json(await getLine(deps.db, idParam(c)), 200))
    .patch('/:id', async (c) => {
      const lineId = idParam(c)
      const input = parseOrThrow(lineStatusInput, await c.req.json().catch(() => null))
      const result = await runCommand(deps, c.get('user'), (ctx) => setLineStatus(ctx, { lineId, ...input }))
      const line = await getLine(deps.db, lineId)
      if (result.outcome === 'superseded') return c.json({ error: 'conflict', message: result.reason, line }, 409)
      return c.json(line, 200)
    })
}
