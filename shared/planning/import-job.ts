// Product import jobs (spec §3, §4): the states, the limits and the shapes the API answers with.

export const IMPORT_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const
export type ImportStatus = (typeof IMPORT_STATUSES)[number]

export const IMPORT_SOURCES = ['csv', 'excel', 'json', 'sharepoint', 'dataverse'] as const
export type ImportSource = (typeof IMPORT_SOURCES)[number]
/** Sources a file upload may name (spec §9: csv default, Excel, JSON). */
export const FILE_IMPORT_SOURCES = ['csv', 'excel', 'json'] as const
export const IMPORT_ACCEPT = '.csv,.xlsx,.xls,.json'

/** Limits (decision 062): each refusal names the limit. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const IMPORT_MAX_ROWS = 20_000
export const IMPORT_MAX_CELL_CHARS = 2_000
/** Rows written per transaction. */
export const IMPORT_CHUNK_ROWS = 100
/** Row errors kept per job (the count stays exact). */
export const IMPORT_MAX_ERRORS_KEPT = 200

export const EXPORT_FORMATS = ['csv', 'xlsx', 'json'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/** One bad row: its number as a spreadsheet shows it (header = row 1) and the field at fault. */
export interface ImportRowError {
  row: number
  field: string
  message: string
}

export interface ImportJob {
  id: number
  fileName: string
  source: ImportSource
  status: ImportStatus
  recordsProcessed: number
  recordsSuccess: number
  recordsFailed: number
  recordsTotal: number
  /** Why the whole job failed (bad file, connector error), else null. */
  message: string | null
  errors: ImportRowError[]
  createdAt: string
  finishedAt: string | null
}

export type ConnectorName = 'sharepoint' | 'dataverse'

/** What the SharePoint / Dataverse tabs show: which settings are missing when not configured. */
export interface ConnectorStatus {
  name: ConnectorName
  configured: boolean
  missing: string[]
  /** Site + list, or environment + table, when configured. */
  target: string | null
}

export interface ConnectorCollection {
  id: string
  name: string
  description: string | null
}
