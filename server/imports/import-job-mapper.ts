// Import job rows to the API shape.
import type { ImportJob, ImportRowError, ImportSource, ImportStatus } from '../../shared/planning/import-job'
import type { ImportJobRow } from '../db/database'

export function toImportJob(r: ImportJobRow): ImportJob {
  return {
    id: r.id,
    fileName: r.file_name,
    source: r.source as ImportSource,
    status: r.status as ImportStatus,
    recordsProcessed: r.records_processed,
    recordsSuccess: r.records_success,
    recordsFailed: r.records_failed,
    recordsTotal: r.records_total,
    message: r.message,
    errors: r.errors ? (JSON.parse(r.errors) as ImportRowError[]) : [],
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  }
}
