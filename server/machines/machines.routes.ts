// /api/machines: read all (grouped by line) or one line's; create, edit, delete; CSV import.
import { Hono, type HonoRequest } from 'hono'
import { MACHINE_CSV_MESSAGES } from '../../shared/csv/machine-import'
import { machineCreateInput, machinePatchBody } from '../../shared/schemas/machines'
import { can } from '../../shared/roles'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, parseOrThrow } from '../http/errors'
import { idParam, uuidParam } from '../http/params'
import { importMachines, type MachineUpload } from './machine-import.service'
import { createMachine, deleteMachine, getLineMachines, getMachinesByLine, updateMachine } from './machines.service'

/** Refused before the body is read, so a role that may not edit gets 403 whatever it sent. */
const editors = requireRole(can.editMachines, 'Only engineers and admins can change machines')

export function machineRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireAuth(deps))
    .get('/all', async (c) => c.json(await getMachinesByLine(deps.db), 200))
    // The spec names no path for one line's machines (floor spec §7); this one is ours (404 for an unknown line).
    .get('/line/:lineId', async (c) => {
      const lineId = idParam(c, 'lineId')
      return c.json(await getLineMachines(deps.db, lineId), 200)
    })
    .post('/import', editors, async (c) => {
      const upload = await readUpload(c.req)
      const result = await runCommand(deps, c.get('user'), (ctx) => importMachines(ctx, upload))
      return c.json(result, 200)
    })
    .post('/', editors, async (c) => {
      const input = parseOrThrow(machineCreateInput, await c.req.json().catch(() => null))
      const { machine, created } = await runCommand(deps, c.get('user'), (ctx) => createMachine(ctx, input))
      return c.json(machine, created ? 201 : 200)
    })
    .patch('/:id', editors, async (c) => {
      const id = uuidParam(c)
      const { updates } = parseOrThrow(machinePatchBody, await c.req.json().catch(() => null))
      return c.json(await runCommand(deps, c.get('user'), (ctx) => updateMachine(ctx, id, updates)), 200)
    })
    .delete('/:id', editors, async (c) => {
      const id = uuidParam(c)
      await runCommand(deps, c.get('user'), (ctx) => deleteMachine(ctx, id))
      return c.json({ success: true }, 200)
    })
}

/** multipart: `file` (the CSV) and optional `lineId`. Anything that is not a file upload asks for a CSV. */
async function readUpload(req: HonoRequest): Promise<MachineUpload> {
  const form = await req.formData().catch(() => null)
  const file = form?.get('file')
  if (!form || !file || typeof file === 'string') throw badRequest(MACHINE_CSV_MESSAGES.notCsv, { file: MACHINE_CSV_MESSAGES.notCsv })
  const text = await file.text().catch(() => {
    throw badRequest('Failed to read the selected file.', { file: 'Failed to read the selected file.' })
  })
  return { fileName: file.name, mimeType: file.type, text, lineId: form.get('lineId') ?? undefined }
}
