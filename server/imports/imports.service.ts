// Starting import jobs: a file upload, or a SharePoint / Dataverse sync. Each makes a pending job and
// hands its loader to the background runner; the caller answers at once with the job.
import { canImportProducts } from '../../shared/planning/permissions'
import type { ConnectorName, ImportJob, ImportSource } from '../../shared/planning/import-job'
import { connectorStatus } from '../connectors/connector-config'
import { DataverseConnector } from '../connectors/dataverse'
import { SharePointConnector } from '../connectors/sharepoint'
import type { AppDeps, AuthUser } from '../context'
import { badRequest, forbidden, notFound } from '../http/errors'
import { detectFileKind, ImportFileError, type FileKind } from './file-kind'
import { toImportJob } from './import-job-mapper'
import { getImportJob, insertImportJob } from './import-jobs.repository'
import { startImportJob, type RecordLoader } from './import-runner'
import { readProductFile } from './product-file'
import { objectsToRecords } from './product-rows'

export function assertCanImport(role: string): void {
  if (!canImportProducts(role)) throw forbidden('Only admins can import or export product data')
}

const SOURCE_OF: Record<FileKind, ImportSource> = { csv: 'csv', xlsx: 'excel', json: 'json' }

async function createJob(
  deps: AppDeps,
  actor: AuthUser,
  fileName: string,
  source: ImportSource,
  load: RecordLoader,
): Promise<ImportJob> {
  const id = await insertImportJob(deps.db, {
    fileName,
    source,
    createdBy: actor.id,
    createdAt: deps.clock.now().toISOString(),
    owner: deps.config.instanceId ?? null,
  })
  void startImportJob(deps, id, actor.id, load)
  const row = await getImportJob(deps.db, id)
  if (!row) throw notFound(`Import ${id} not found`)
  return toImportJob(row)
}

/** Refuses at once what cannot be a product file (0 bytes, .xls, a file lying about its type, too big). */
export async function startFileImport(
  deps: AppDeps,
  actor: AuthUser,
  fileName: string,
  bytes: Uint8Array,
): Promise<ImportJob> {
  assertCanImport(actor.role)
  let kind: FileKind
  try {
    kind = detectFileKind(fileName, bytes)
  } catch (error) {
    if (error instanceof ImportFileError) throw badRequest(error.message, { file: error.message })
    throw error
  }
  return createJob(deps, actor, fileName, SOURCE_OF[kind], () => readProductFile(fileName, bytes))
}

export function assertConfigured(deps: AppDeps, name: ConnectorName): void {
  const status = connectorStatus(deps.config.connectors, name)
  if (!status.configured) {
    const label = name === 'sharepoint' ? 'SharePoint' : 'Dataverse'
    const message = `${label} is not configured: set ${status.missing.join(', ')}`
    throw badRequest(message, { connector: message })
  }
}

export async function startConnectorImport(deps: AppDeps, actor: AuthUser, name: ConnectorName): Promise<ImportJob> {
  assertCanImport(actor.role)
  assertConfigured(deps, name)
  const config = deps.config.connectors!
  if (name === 'sharepoint') {
    const connector = new SharePointConnector(config)
    return createJob(deps, actor, `SharePoint: ${config.sharepoint.list}`, 'sharepoint', async () =>
      objectsToRecords(await connector.items()),
    )
  }
  const connector = new DataverseConnector(config)
  return createJob(deps, actor, `Dataverse: ${config.dataverse.table}`, 'dataverse', async () =>
    objectsToRecords(await connector.rows()),
  )
}
