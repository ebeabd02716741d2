// Initial schema. Frozen: later changes go in new, later-dated migrations. (Made dialect-neutral once, before
// any PostgreSQL database existed: decision 110.)
import type { Kysely } from 'kysely'
import { idColumn, REAL } from '../migration-helpers'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await idColumn(db, db.schema.createTable('units'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()

  await idColumn(db, db.schema.createTable('products'))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('target_weight', REAL)
    .addColumn('temperature', REAL)
    .addColumn('packaging_type', 'text')
    .addColumn('batch_size', 'integer')
    .addColumn('description', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('production_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_code', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('issue', 'text')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('efficiency', REAL, (c) => c.notNull().defaultTo(0))
    .addColumn('target_rate', REAL, (c) => c.notNull().defaultTo(0))
    .addColumn('current_rate', REAL, (c) => c.notNull().defaultTo(0))
    .addColumn('quality_score', REAL, (c) => c.notNull().defaultTo(0))
    .addColumn('produced_today', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('target_production', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('temperature', REAL)
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('operator_name', 'text')
    .addColumn('shift_start', 'text', (c) => c.notNull().defaultTo('06:00'))
    .addColumn('next_maintenance', 'text')
    .addColumn('status_since', 'text', (c) => c.notNull())
    .addColumn('status_changed_by', 'text')
    .addColumn('last_update', 'text', (c) => c.notNull())
    .addColumn('last_check', 'text')
    .execute()

  await idColumn(db, db.schema.createTable('line_status_history'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('production_lines.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('issue', 'text')
    .addColumn('changed_by', 'integer')
    .addColumn('changed_by_name', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addColumn('superseded', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('line_status_history_line_at')
    .on('line_status_history')
    .columns(['line_id', 'at'])
    .execute()

  await db.schema
    .createTable('machines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('line_id', 'integer', (c) => c.notNull().references('production_lines.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('model', 'text')
    .addColumn('serial_number', 'text')
    .addColumn('last_changed_on', 'text')
    .addColumn('location', 'text')
    .addColumn('manufacturer', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('machines_line').on('machines').column('line_id').execute()
  await db.schema.createIndex('machines_code').on('machines').column('code').unique().execute()

  await idColumn(db, db.schema.createTable('equipment'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('serial_number', 'text')
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('locations', 'text')
    .addColumn('manufacturer', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('unit_code', 'text')
    .addColumn('type', 'text')
    .addColumn('description', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await idColumn(db, db.schema.createTable('roles'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('can_assign_tickets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_edit_machines', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_access_settings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_view_reports', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_manage_users', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await idColumn(db, db.schema.createTable('users'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('department', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_login', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_number', 'integer', (c) => c.unique())
    .addColumn('ticket_type', 'text', (c) => c.notNull())
    .addColumn('line_id', 'integer', (c) => c.references('production_lines.id').onDelete('set null'))
    .addColumn('line_name', 'text', (c) => c.notNull())
    .addColumn('other_location', 'text')
    .addColumn('machine_id', 'text')
    .addColumn('machine_name', 'text')
    .addColumn('equipment_id', 'integer', (c) => c.references('equipment.id').onDelete('set null'))
    .addColumn('location', 'text')
    .addColumn('system_affected', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('engineer_status', 'text')
    .addColumn('reported_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('assigned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('started_at', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('resolution_summary', 'text')
    .addColumn('parts_used', 'text')
    .addColumn('time_spent', 'integer')
    .addColumn('follow_up_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'text')
    .execute()
  await db.schema.createIndex('tickets_status').on('tickets').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('tickets_assigned_to').on('tickets').column('assigned_to').execute()
  await db.schema.createIndex('tickets_created_at').on('tickets').column('created_at').execute()

  await db.schema
    .createTable('ticket_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('ticket_notes_ticket').on('ticket_notes').column('ticket_id').execute()

  await db.schema
    .createTable('ticket_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_id', 'text', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ticket_images_ticket_hash', ['ticket_id', 'hash'])
    .execute()

  await idColumn(db, db.schema.createTable('audit_log'))
    .addColumn('user_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('resource_type', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text')
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .execute()
  await db.schema.createIndex('audit_log_timestamp').on('audit_log').column('timestamp').execute()

  await idColumn(db, db.schema.createTable('production_schedule'))
    .addColumn('line_id', 'integer', (c) => c.notNull().references('production_lines.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('scheduled_date', 'text', (c) => c.notNull())
    .addColumn('shift', 'text', (c) => c.notNull())
    .addColumn('planned_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await idColumn(db, db.schema.createTable('data_imports'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('records_success', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('records_processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await idColumn(db, db.schema.createTable('webhook_configs'))
    .addColumn('department', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text')
    .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('inactive'))
    .addColumn('last_used', 'text')
    .execute()

  await db.schema
    .createTable('sync_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('last_mutation_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await idColumn(db, db.schema.createTable('change_log'), 'seq')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('op', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('change_log_entity').on('change_log').columns(['entity', 'entity_id']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'change_log',
    'sync_clients',
    'webhook_configs',
    'data_imports',
    'production_schedule',
    'audit_log',
    'ticket_images',
    'ticket_notes',
    'tickets',
    'sessions',
    'users',
    'roles',
    'equipment',
    'machines',
    'line_status_history',
    'production_lines',
    'products',
    'units',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
