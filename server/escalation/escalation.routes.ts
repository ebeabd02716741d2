// /api/escalation: the ladder (everyone signed in reads it, admins save it), supervisor and plant-manager flags
// (admins), a ticket's escalations and the open ones (the engineer board's badge).
import { Hono } from 'hono'
import { isAdminRole } from '../../shared/roles'
import { escalationFlagsInput, escalationLadderInput } from '../../shared/schemas/push'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, notFound, parseOrThrow } from '../http/errors'
import { listEscalationPeople, openEscalations, setEscalationPerson } from './escalation.repository'
import { getLadder, saveLadder, ticketEscalations } from './escalation.service'

const body = (c: { req: { json(): Promise<unknown> } }) => c.req.json().catch(() => null)

export function escalationRoutes(deps: AppDeps) {
  const auth = requireAuth(deps)
  const admin = requireRole(isAdminRole, 'Administrator access required')
  const people = async () =>
    (await listEscalationPeople(deps.db)).map((p) => ({
      id: p.id,
      username: p.username,
      name: `${p.first_name} ${p.last_name}`.trim() || p.username,
      role: p.role,
      supervisor: p.supervisor === 1,
      plantManager: p.plant_manager === 1,
    }))
  return new Hono<AppEnv>()
    .get('/ladder', auth, async (c) => c.json({ steps: await getLadder(deps.db) }, 200))
    .put('/ladder', auth, admin, async (c) => {
      const input = parseOrThrow(escalationLadderInput, await body(c))
      await runCommand(deps, c.get('user'), (ctx) => saveLadder(ctx, input))
      return c.json({ steps: await getLadder(deps.db) }, 200)
    })
    .get('/people', auth, admin, async (c) => c.json({ people: await people() }, 200))
    .put('/people/:id', auth, admin, async (c) => {
      const id = Number(c.req.param('id'))
      if (!Number.isInteger(id) || id <= 0) throw badRequest('Invalid user id', { id: 'Invalid user id' })
      const input = parseOrThrow(escalationFlagsInput, await body(c))
      if (!(await people()).some((p) => p.id === id)) throw notFound(`User ${id} not found`)
      await runCommand(deps, c.get('user'), async (ctx) => {
        await setEscalationPerson(
          ctx.trx,
          id,
          { supervisor: input.supervisor ? 1 : 0, plant_manager: input.plantManager ? 1 : 0 },
          ctx.now,
        )
        await ctx.audit('escalation.person', 'user', id, input)
      })
      return c.json({ people: await people() }, 200)
    })
    .get('/open', auth, async (c) =>
      c.json(
        {
          escalations: (await openEscalations(deps.db)).map((r) => ({
            ticketId: r.ticket_id,
            step: Number(r.step),
            firedAt: r.fired_at,
          })),
        },
        200,
      ),
    )
    .get('/tickets/:id', auth, async (c) =>
      c.json({ escalations: await ticketEscalations(deps.db, c.req.param('id')) }, 200),
    )
}
