// Dataverse rows through its Web API (OData v4): pages of odata.maxpagesize rows, following @odata.nextLink.
import type { ConnectorCollection } from '../../shared/planning/import-job'
import type { ConnectorsConfig } from './connector-config'
import { MsClient, type MsClientOptions } from './ms-http'

export const DATAVERSE_PAGE_SIZE = 500

export class DataverseConnector {
  private readonly client: MsClient
  private readonly api: string

  constructor(
    private readonly config: ConnectorsConfig,
    options: Partial<MsClientOptions> = {},
  ) {
    const base = (config.dataverse.url ?? '').replace(/\/$/, '')
    this.api = `${base}/api/data/v9.2`
    this.client = new MsClient({
      loginUrl: config.loginUrl,
      registration: config.dataverse,
      resource: new URL(base).origin,
      headers: {
        Prefer: `odata.maxpagesize=${DATAVERSE_PAGE_SIZE}`,
        'OData-MaxVersion': '4.0',
        'OData-Version': '4.0',
      },
      ...options,
    })
  }

  /** The service document: every entity set (table) the app registration can see. */
  async tables(): Promise<ConnectorCollection[]> {
    const body = await this.client.getJson<{ value?: { name: string; kind?: string; url?: string }[] }>(`${this.api}/`)
    return (body.value ?? [])
      .filter((e) => !e.kind || e.kind === 'EntitySet')
      .map((e) => ({ id: e.url ?? e.name, name: e.name, description: null }))
  }

  async rows(): Promise<Record<string, unknown>[]> {
    const rows = await this.client.getAllPages<Record<string, unknown>>(
      `${this.api}/${encodeURIComponent(this.config.dataverse.table ?? '')}`,
    )
    // Drop OData annotations (@odata.etag, …@OData.Community.Display.V1.FormattedValue).
    return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.includes('@'))))
  }
}
