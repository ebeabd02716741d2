// change_log_entity (entity, entity_id) served no query the server runs: pull pages the log by seq (its primary
// key) and nothing looks a change up by entity. Every pushed change paid for it: a random-UUID key per ticket
// put about a fifth of a push's WAL pages in this one index (decision 166). Dropping it changes no result.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('change_log_entity').ifExists().execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('change_log_entity')
    .ifNotExists()
    .on('change_log')
    .columns(['entity', 'entity_id'])
    .execute()
}
