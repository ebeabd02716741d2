// The line's efficiency before its latest reading, so the IT dashboard's trend arrow is the same on every
// device (it compares efficiency with this). Null: no earlier reading, no arrow.
import type { Kysely } from 'kysely'
import { REAL } from '../migration-helpers'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('production_lines').addColumn('previous_efficiency', REAL).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('production_lines').dropColumn('previous_efficiency').execute()
}
