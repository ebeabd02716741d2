// /api/machines: read all (grouped by line) or one line's; create, edit, delete; CSV import.
import { Hono, type HonoRequest } from 'hono'
import { MACHINE_CSV_MESSAGES } from '../../shared/csv/machine-import'
import { machineCreateInput, machinePatchBody } from '../../shared/schemas/machines'
import { can } from '../../shared/roles'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { runCommand } from '../command'
import type { AppDeps, AppEnv } from '../context'
import { badRequest, parseOrThrow } from '../http/errors'
import { parsePage, takePage } from '../http/keyset-page'
import { idParam, uuidParam } from '../http/params'
import { importMachines, type MachineUpload } from './machine-import.service'
import {
  createMachine,
  deleteMachine,
  getLineMachines,
  getMachines,
  groupByLine,
  updateMachine,
} from './machines.service'

/** Refused before the body is read, so a role that may not edit gets 403 whatever it sent. */
const editors = requireRole(can.editMachines, 'Only engineers and admins can change machines')

export function machineRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireAuth(deps))
      // Both lists in keyset pages of at most 500 machines, the next page in the Link header (decision 177).
      .get('/all', async (c) => {
        const { limit, after } = parsePage(c, ['number', 'string', 'string'])
        const machines = await getMachines(deps.db, { limit: limit + 1, after })
        return c.json(groupByLine(takePage(c, machines, limit, (m) => [m.lineId, m.name, m.id])), 200)
      })
      // The spec names no path for one line's machines (floor spec §7); this one is ours (404 for an unknown line).
      .get('/line/:lineId', async (c) => {
        const lineId = idParam(c, 'lineId')
        const { limit, after } = parsePage(c, ['string', 'string'])
        const machines = await getLineMachines(deps.db, lineId, { limit: limit + 1, after })
        return c.json(
          takePage(c, machines, limit, (m) => [m.name, m.id]),
          200,
        )
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
  )
}

/** multipart: `file` (the CSV) and optional `lineId`. Anything that is not a file upload asks for a CSV. */
async function readUpload(req: HonoRequest): Promise<MachineUpload> {
  const form = await req.formData().catch(() => null)
  const file = form?.get('file')
  if (!form || !file || typeof file === 'string')
    throw badRequest(MACHINE_CSV_MESSAGES.notCsv, { file: MACHINE_CSV_MESSAGES.notCsv })
  const text = await file.text().catch(() => {
    throw badRequest('Failed to read the selected file.', { file: 'Failed to read the selected file.' })
  })
  return { fileName: file.name, mimeType: file.type, text, lineId: form.get('lineId') ?? undefined }
}
