// SharePoint list items through Microsoft Graph: resolve the site from its URL, find the list by name or
// id, then page through its items with their fields.
import type { ConnectorCollection } from '../../shared/planning/import-job'
import { ImportError } from './import-error'
import type { ConnectorsConfig } from './connector-config'
import { MsClient, type MsClientOptions } from './ms-http'

interface GraphList {
  id: string
  name?: string
  displayName?: string
  description?: string | null
}

export class SharePointConnector {
  private readonly client: MsClient
  private readonly graph: string

  constructor(
    private readonly config: ConnectorsConfig,
    options: Partial<MsClientOptions> = {},
  ) {
    this.graph = config.graphUrl.replace(/\/$/, '')
    this.client = new MsClient({
      loginUrl: config.loginUrl,
      registration: config.sharepoint,
      resource: new URL(this.graph).origin,
      ...options,
    })
  }

  async siteId(): Promise<string> {
    const site = new URL(this.config.sharepoint.siteUrl ?? '')
    const path = site.pathname.replace(/\/$/, '')
    const body = await this.client.getJson<{ id: string }>(`${this.graph}/sites/${site.host}:${path || '/'}`)
    return body.id
  }

  async lists(): Promise<ConnectorCollection[]> {
    const site = await this.siteId()
    const lists = await this.client.getAllPages<GraphList>(
      `${this.graph}/sites/${encodeURIComponent(site)}/lists?$select=id,name,displayName,description`,
    )
    return lists.map((l) => ({ id: l.id, name: l.displayName ?? l.name ?? l.id, description: l.description ?? null }))
  }

  /** The configured list's rows as plain objects of their fields. */
  async items(): Promise<Record<string, unknown>[]> {
    const site = await this.siteId()
    const wanted = this.config.sharepoint.list ?? ''
    const list = (await this.lists()).find((l) => l.id === wanted || l.name.toLowerCase() === wanted.toLowerCase())
    if (!list) throw new ImportError(`SharePoint list "${wanted}" was not found on the site`)
    const url = `${this.graph}/sites/${encodeURIComponent(site)}/lists/${encodeURIComponent(list.id)}/items?$expand=fields&$top=200`
    const items = await this.client.getAllPages<{ fields?: Record<string, unknown> }>(url)
    return items.map((i) => i.fields ?? {})
  }
}
