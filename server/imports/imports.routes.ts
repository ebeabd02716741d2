// /api/data-imports: recent jobs, one job, file upload, SharePoint / Dataverse sync and what they can see.
import { Hono } from 'hono'
import type { ConnectorCollection } from '../../shared/planning/import-job'
import { canImportProducts } from '../../shared/planning/permissions'
import { id as idSchema } from '../../shared/schemas/common'
import { requireAuth, requireRole } from '../auth/auth.middleware'
import { connectorStatus } from '../connectors/connector-config'
import { DataverseConnector } from '../connectors/dataverse'
import { SharePointConnector } from '../connectors/sharepoint'
import type { AppDeps, AppEnv } from '../context'
import { AppError, badRequest, notFound, parseOrThrow } from '../http/errors'
import { ImportError } from '../connectors/import-error'
import { toImportJob } from './import-job-mapper'
import { getImportJob, listImportJobs } from './import-jobs.repository'
import { assertConfigured, startConnectorImport, startFileImport } from './imports.service'
import { answer } from '../http/answer'

export const RECENT_IMPORTS = 20
const NO_FILE = 'Choose a file to upload'

async function connectorCall(fn: () => Promise<ConnectorCollection[]>): Promise<ConnectorCollection[]> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof ImportError) throw new AppError('internal', error.message)
    throw error
  }
}

export function importRoutes(deps: AppDeps) {
  const admins = requireRole(canImportProducts, 'Only admins can import or export product data')
  return new Hono<AppEnv>()
    .use(requireAuth(deps), admins)
    .get('/', async (c) =>
      answer(c, 'GET /api/data-imports', (await listImportJobs(deps.db, RECENT_IMPORTS)).map(toImportJob)),
    )
    .get('/connectors', (c) =>
      answer(c, 'GET /api/data-imports/connectors', [
        connectorStatus(deps.config.connectors, 'sharepoint'),
        connectorStatus(deps.config.connectors, 'dataverse'),
      ]),
    )
    .get('/sharepoint/lists', async (c) => {
      assertConfigured(deps, 'sharepoint')
      return c.json(await connectorCall(() => new SharePointConnector(deps.config.connectors!).lists()), 200)
    })
    .get('/dataverse/tables', async (c) => {
      assertConfigured(deps, 'dataverse')
      return c.json(await connectorCall(() => new DataverseConnector(deps.config.connectors!).tables()), 200)
    })
    .get('/:id', async (c) => {
      const row = await getImportJob(deps.db, parseOrThrow(idSchema, c.req.param('id')))
      if (!row) throw notFound('Import not found')
      return c.json(toImportJob(row), 200)
    })
    .post('/upload', async (c) => {
      const form = await c.req.formData().catch(() => null)
      const file = form?.get('file')
      if (!file || typeof file === 'string') throw badRequest(NO_FILE, { file: NO_FILE })
      const bytes = new Uint8Array(await file.arrayBuffer())
      return answer(
        c,
        'POST /api/data-imports/upload',
        await startFileImport(deps, c.get('user'), file.name, bytes),
        202,
      )
    })
    .post('/sharepoint-sync', async (c) => c.json(await startConnectorImport(deps, c.get('user'), 'sharepoint'), 202))
    .post('/dataverse-sync', async (c) => c.json(await startConnectorImport(deps, c.get('user'), 'dataverse'), 202))
}
