// Settings of the SharePoint (Microsoft Graph) and Dataverse (Web API) connectors, from server/env.ts.
import type { ConnectorName, ConnectorStatus } from '../../shared/planning/import-job'

export interface AppRegistration {
  tenantId: string | null
  clientId: string | null
  clientSecret: string | null
}

export interface SharePointConfig extends AppRegistration {
  /** e.g. https://contoso.sharepoint.com/sites/Factory */
  siteUrl: string | null
  /** List name or id. */
  list: string | null
}

export interface DataverseConfig extends AppRegistration {
  /** e.g. https://contoso.crm4.dynamics.com */
  url: string | null
  /** Entity set name, e.g. cr123_products. */
  table: string | null
}

export interface ConnectorsConfig {
  /** https://login.microsoftonline.com unless pointed elsewhere (national clouds, tests). */
  loginUrl: string
  /** https://graph.microsoft.com/v1.0 unless pointed elsewhere. */
  graphUrl: string
  sharepoint: SharePointConfig
  dataverse: DataverseConfig
}

export const DEFAULT_LOGIN_URL = 'https://login.microsoftonline.com'
export const DEFAULT_GRAPH_URL = 'https://graph.microsoft.com/v1.0'

export const emptyConnectors = (): ConnectorsConfig => ({
  loginUrl: DEFAULT_LOGIN_URL,
  graphUrl: DEFAULT_GRAPH_URL,
  sharepoint: { tenantId: null, clientId: null, clientSecret: null, siteUrl: null, list: null },
  dataverse: { tenantId: null, clientId: null, clientSecret: null, url: null, table: null },
})

/** Environment variable names, as the tabs list them when missing. */
export const SETTING_NAMES = {
  sharepoint: {
    tenantId: 'SHAREPOINT_TENANT_ID',
    clientId: 'SHAREPOINT_CLIENT_ID',
    clientSecret: 'SHAREPOINT_CLIENT_SECRET',
    siteUrl: 'SHAREPOINT_SITE_URL',
    list: 'SHAREPOINT_LIST',
  },
  dataverse: {
    tenantId: 'DATAVERSE_TENANT_ID',
    clientId: 'DATAVERSE_CLIENT_ID',
    clientSecret: 'DATAVERSE_CLIENT_SECRET',
    url: 'DATAVERSE_URL',
    table: 'DATAVERSE_TABLE',
  },
} as const

export function connectorStatus(config: ConnectorsConfig | undefined, name: ConnectorName): ConnectorStatus {
  const settings = (config ?? emptyConnectors())[name] as unknown as Record<string, string | null>
  const names = SETTING_NAMES[name] as Record<string, string>
  const missing = Object.keys(names)
    .filter((k) => !settings[k])
    .map((k) => names[k] ?? k)
  const target =
    missing.length > 0
      ? null
      : name === 'sharepoint'
        ? `${settings.siteUrl} · ${settings.list}`
        : `${settings.url} · ${settings.table}`
  return { name, configured: missing.length === 0, missing, target }
}
