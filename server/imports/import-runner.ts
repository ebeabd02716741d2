// Runs import jobs in the background, one at a time: load the records (file or connector), check every
// row, then upsert the good ones by SKU in one transaction per chunk, yielding between chunks so the
// server keeps answering. A file-level problem fails the job before anything is written.
import { setImmediate as nextTick } from 'node:timers/promises'
import { IMPORT_CHUNK_ROWS, IMPORT_MAX_ERRORS_KEPT, type ImportRowError } from '../../shared/planning/import-job'
import { insertAudit } from '../audit/audit.repository'
import type { AppDeps } from '../context'
import type { NewProductRow } from '../db/database'
import { ImportFileError } from './file-kind'
import { ImportError } from '../connectors/import-error'
import { recordProductChanges, updateImportJob, upsertProducts } from './import-jobs.repository'
import { checkProductsYielding, type ProductInput, type ProductRecord } from './product-rows'

export type RecordLoader = () => Promise<ProductRecord[]>

const queues = new WeakMap<AppDeps, Promise<void>>()

/** Queues the job; the returned promise settles when it has finished (tests and the benchmark wait on it). */
export function startImportJob(deps: AppDeps, jobId: number, actorId: number, load: RecordLoader): Promise<void> {
  const previous = queues.get(deps) ?? Promise.resolve()
  const run = previous.then(() => runImportJob(deps, jobId, actorId, load))
  queues.set(deps, run)
  return run
}

/** Settles when every queued job has finished. */
export function importsIdle(deps: AppDeps): Promise<void> {
  return queues.get(deps) ?? Promise.resolve()
}

const now = (deps: AppDeps) => deps.clock.now().toISOString()

async function runImportJob(deps: AppDeps, jobId: number, actorId: number, load: RecordLoader): Promise<void> {
  const { db } = deps
  try {
    await updateImportJob(db, jobId, { status: 'processing' })
    await nextTick()
    const checked = await checkProductsYielding(await load())
    const errors = checked.errors
    await updateImportJob(db, jobId, {
      records_total: checked.total,
      records_processed: errors.length,
      records_failed: errors.length,
      errors: keptErrors(errors),
    })
    let success = 0
    let lastSeq = 0
    for (let i = 0; i < checked.products.length; i += IMPORT_CHUNK_ROWS) {
      const chunk = checked.products.slice(i, i + IMPORT_CHUNK_ROWS)
      const at = now(deps)
      const seq = await db.transaction().execute(async (trx) => {
        const ids = await upsertProducts(
          trx,
          chunk.map((p) => toProductRow(p, at)),
        )
        success += ids.length
        await updateImportJob(trx, jobId, { records_success: success, records_processed: errors.length + success })
        return recordProductChanges(trx, ids, at)
      })
      lastSeq = Math.max(lastSeq, seq)
      await nextTick()
    }
    // One poke at the end: devices pull the imported products once, not once per chunk.
    if (lastSeq) deps.events.poke(lastSeq)
    const status = success === 0 && errors.length > 0 ? 'failed' : 'completed'
    const message = status === 'failed' ? 'No row could be imported: see the row errors' : null
    await updateImportJob(db, jobId, { status, message, finished_at: now(deps) })
    await insertAudit(db, {
      userId: actorId,
      action: 'product.import',
      resourceType: 'data_import',
      resourceId: String(jobId),
      timestamp: now(deps),
      details: { success, failed: errors.length },
    })
  } catch (error) {
    const known = error instanceof ImportFileError || error instanceof ImportError
    if (!known) console.error(`import job ${jobId} failed`, error)
    const message = known ? error.message : 'The import stopped on a server error; rows already saved are whole'
    await updateImportJob(db, jobId, { status: 'failed', message, finished_at: now(deps) }).catch(() => undefined)
  }
}

function keptErrors(errors: ImportRowError[]): string | null {
  return errors.length ? JSON.stringify(errors.slice(0, IMPORT_MAX_ERRORS_KEPT)) : null
}

function toProductRow(p: ProductInput, at: string): NewProductRow {
  return {
    sku: p.sku,
    name: p.name,
    category: p.category,
    target_weight: p.targetWeight,
    temperature: p.temperature,
    packaging_type: p.packagingType,
    batch_size: p.batchSize,
    description: p.description,
    is_active: p.isActive ? 1 : 0,
    updated_at: at,
    ...(p.allergens ? { allergens: JSON.stringify(p.allergens) } : {}),
  }
}
