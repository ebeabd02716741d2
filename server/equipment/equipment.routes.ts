// /api/equipment: the QR-labelled Engineering and IT devices; status from the loft dashboard.
import { Hono } from 'hono'
import { z } from 'zod'
import { can, isAdminRole } from '../../shared/roles'
import { id as idSchema } from '../../shared/schemas/common'
import { departmentParam, equipmentStatusInput } from '../../shared/schemas/equipment'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { parseOrThrow } from '../http/errors'
import {
  getEquipment,
  getEquipmentByDepartment,
  getEquipmentList,
  initializeEquipment,
  setEquipmentStatus,
} from './equipment.service'
import { answer } from '../http/answer'

// Params parsed as objects so a 400 names the bad one ("department", "id").
const departmentParams = z.object({ department: departmentParam })
const idParams = z.object({ id: idSchema })

export function equipmentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/', async (c) => c.json(await getEquipmentList(deps.db), 200))
    .get('/by-department/:department', async (c) => {
      const { department } = parseOrThrow(departmentParams, c.req.param())
      return c.json(await getEquipmentByDepartment(deps.db, department), 200)
    })
    .get('/:id', async (c) =>
      answer(c, 'GET /api/equipment/:id', await getEquipment(deps.db, parseOrThrow(idParams, c.req.param()).id)),
    )
    .post('/initialize', requireRole(isAdminRole, 'Only admins can initialize equipment'), async (c) =>
      c.json(await runCommand(deps, c.get('user'), (ctx) => initializeEquipment(ctx)), 200),
    )
    .patch('/:id/status', requireRole(can.setEquipmentStatus, 'You may not change equipment status'), async (c) => {
      const equipmentId = parseOrThrow(idParams, c.req.param()).id
      const { status } = parseOrThrow(equipmentStatusInput, await c.req.json().catch(() => null))
      return c.json(
        await runCommand(deps, c.get('user'), (ctx) => setEquipmentStatus(ctx, { equipmentId, status })),
        200,
      )
    })
}
