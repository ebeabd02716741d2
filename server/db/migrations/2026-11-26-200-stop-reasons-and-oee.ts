// Stop reasons, explained parts of stops, production counts, device keys and ideal rates (issue 30, decision 200).
import type { Kysely } from 'kysely'
import { idColumn, REAL } from '../migration-helpers'

/** The spec's default reason tree (food-plant spec §3), frozen here as the migration's own data. */
const DEFAULTS: [category: string, planned: number, en: string, pl: string, lt: string][] = [
  ['changeover', 1, 'Changeover', 'Przezbrojenie', 'Perderinimas'],
  ['cleaning', 1, 'Cleaning / CIP', 'Mycie / CIP', 'Valymas / CIP'],
  ['planned_maintenance', 1, 'Planned maintenance', 'Planowa konserwacja', 'Planinė techninė priežiūra'],
  ['break', 1, 'Break', 'Przerwa', 'Pertrauka'],
  ['breakdown', 0, 'Mechanical breakdown', 'Awaria mechaniczna', 'Mechaninis gedimas'],
  ['breakdown', 0, 'Electrical breakdown', 'Awaria elektryczna', 'Elektros gedimas'],
  ['material', 0, 'Material shortage', 'Brak materiału', 'Medžiagų trūkumas'],
  ['staffing', 0, 'No operator', 'Brak operatora', 'Nėra operatoriaus'],
  ['quality', 0, 'Quality hold', 'Wstrzymanie jakościowe', 'Sulaikyta dėl kokybės'],
  ['blocked', 0, 'Upstream / downstream blocked', 'Blokada przed / za linią', 'Blokuota prieš / po linijos'],
]

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('stop_reasons'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_pl', 'text', (c) => c.notNull())
    .addColumn('name_lt', 'text', (c) => c.notNull())
    .addColumn('planned', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retired_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  const now = new Date().toISOString()
  await db
    .insertInto('stop_reasons')
    .values(
      DEFAULTS.map(([category, planned, en, pl, lt], i) => ({
        category,
        planned,
        name_en: en,
        name_pl: pl,
        name_lt: lt,
        sort: (i + 1) * 10,
        updated_at: now,
      })),
    )
    .execute()

  // A part explains a stop from from_ms to the next part of the same stop, or the stop's end.
  await db.schema
    .createTable('stop_parts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('line_id', 'integer', (c) => c.notNull().references('production_lines.id').onDelete('cascade'))
    .addColumn('from_at', 'text', (c) => c.notNull())
    .addColumn('from_ms', 'bigint', (c) => c.notNull())
    .addColumn('reason_id', 'integer', (c) => c.notNull().references('stop_reasons.id'))
    .addColumn('explained_by', 'integer')
    .addColumn('explained_by_name', 'text')
    .addColumn('explained_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('stop_parts_line_from', ['line_id', 'from_ms'])
    .execute()

  await idColumn(db, db.schema.createTable('device_keys'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('line_ids', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute()

  await db.schema
    .createTable('production_counts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('line_id', 'integer', (c) => c.notNull().references('production_lines.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .addColumn('good', 'integer', (c) => c.notNull())
    .addColumn('rejected', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer')
    .addColumn('device_key_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('production_counts_line_at')
    .on('production_counts')
    .columns(['line_id', 'at_ms'])
    .execute()

  await db.schema
    .createTable('product_line_rates')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('production_lines.id').onDelete('cascade'))
    .addColumn('ideal_rate_per_min', REAL, (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_line_rates_pk', ['product_id', 'line_id'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['product_line_rates', 'production_counts', 'device_keys', 'stop_parts', 'stop_reasons'])
    await db.schema.dropTable(t).execute()
}
