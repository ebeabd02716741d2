// A ticket may name the product that was running when it was reported (issue 11, decision 125): the
// product's id, with its SKU and name as they were then, so the ticket reads the same after a re-import.
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .execute()
  await db.schema.alterTable('tickets').addColumn('product_sku', 'text').execute()
  await db.schema.alterTable('tickets').addColumn('product_name', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('product_name').execute()
  await db.schema.alterTable('tickets').dropColumn('product_sku').execute()
  await db.schema.alterTable('tickets').dropColumn('product_id').execute()
}
