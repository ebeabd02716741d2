// All SQL of import jobs and of the product upsert they run (by SKU, dialect-neutral ON CONFLICT).
import { holdChangeOrder } from '../changes/change-log.repository'
import type { Db } from '../db/connection'
import type { ImportJobUpdate, NewProductRow } from '../db/database'
import type { Trx } from '../context'

export async function insertImportJob(
  db: Db | Trx,
  job: { fileName: string; source: string; createdBy: number; createdAt: string; owner?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('data_imports')
    .values({
      file_name: job.fileName,
      source: job.source,
      status: 'pending',
      records_success: 0,
      records_processed: 0,
      created_at: job.createdAt,
      created_by: job.createdBy,
      message: null,
      errors: null,
      finished_at: null,
      owner_instance: job.owner ?? null,
      heartbeat_at: job.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateImportJob(db: Db | Trx, id: number, patch: ImportJobUpdate): Promise<void> {
  await db.updateTable('data_imports').set(patch).where('id', '=', id).execute()
}

export function getImportJob(db: Db | Trx, id: number) {
  return db.selectFrom('data_imports').selectAll().where('id', '=', id).executeTakeFirst()
}

export function listImportJobs(db: Db | Trx, limit: number) {
  return db.selectFrom('data_imports').selectAll().orderBy('id', 'desc').limit(limit).execute()
}

const UNFINISHED = ['pending', 'processing']

/** At start: this instance's jobs that the restart interrupted are failed, not left "processing" forever. */
export async function failOwnUnfinishedJobs(db: Db | Trx, owner: string, message: string, at: string): Promise<number> {
  const res = await db
    .updateTable('data_imports')
    .set({ status: 'failed', message, finished_at: at })
    .where('status', 'in', UNFINISHED)
    .where('owner_instance', '=', owner)
    .executeTakeFirst()
  return Number(res.numUpdatedRows)
}

/** The owner is still running its unfinished jobs (queued ones included). */
export async function heartbeatOwnJobs(db: Db | Trx, owner: string, at: string): Promise<void> {
  await db
    .updateTable('data_imports')
    .set({ heartbeat_at: at })
    .where('status', 'in', UNFINISHED)
    .where('owner_instance', '=', owner)
    .execute()
}

/**
 * Unfinished jobs whose owner has not heartbeated since `silentSince` (it stopped, or restarted under another id),
 * and jobs without an owner from before owners were kept, timed from their creation.
 */
export async function failSilentJobs(db: Db | Trx, silentSince: string, message: string, at: string): Promise<number> {
  const res = await db
    .updateTable('data_imports')
    .set({ status: 'failed', message, finished_at: at })
    .where('status', 'in', UNFINISHED)
    .where((eb) => eb(eb.fn.coalesce('heartbeat_at', 'created_at'), '<', silentSince))
    .executeTakeFirst()
  return Number(res.numUpdatedRows)
}

/** Inserts new SKUs and updates existing ones; returns the ids written. Rows without allergens (the file had
 * no Allergens column) leave a product's allergens as they are, so they go in a statement of their own. */
export async function upsertProducts(db: Db | Trx, rows: NewProductRow[]): Promise<number[]> {
  const withAllergens = rows.filter((r) => r.allergens !== undefined)
  const without = rows.filter((r) => r.allergens === undefined)
  return [...(await upsertSome(db, without, false)), ...(await upsertSome(db, withAllergens, true))]
}

async function upsertSome(db: Db | Trx, rows: NewProductRow[], allergens: boolean): Promise<number[]> {
  if (rows.length === 0) return []
  const out = await db
    .insertInto('products')
    .values(rows)
    .onConflict((oc) =>
      oc.column('sku').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        category: eb.ref('excluded.category'),
        target_weight: eb.ref('excluded.target_weight'),
        temperature: eb.ref('excluded.temperature'),
        packaging_type: eb.ref('excluded.packaging_type'),
        batch_size: eb.ref('excluded.batch_size'),
        description: eb.ref('excluded.description'),
        is_active: eb.ref('excluded.is_active'),
        updated_at: eb.ref('excluded.updated_at'),
        ...(allergens ? { allergens: eb.ref('excluded.allergens') } : {}),
      })),
    )
    .returning('id')
    .execute()
  return out.map((r) => r.id)
}

/** One change-log row per product written, so devices pull them; returns the highest seq. */
export async function recordProductChanges(db: Db | Trx, ids: number[], at: string): Promise<number> {
  if (ids.length === 0) return 0
  await holdChangeOrder(db)
  const rows = await db
    .insertInto('change_log')
    .values(ids.map((id) => ({ entity: 'products', entity_id: String(id), op: 'upsert', changed_at: at })))
    .returning('seq')
    .execute()
  return Math.max(...rows.map((r) => r.seq))
}
