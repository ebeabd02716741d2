// Who each escalation step reached (issue 34 §2, decision 220): the step's people by name (and whether a push
// went to them) and whether a Teams card went, for the ticket's escalation history on devices (synced).
import type { Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ticket_escalations')
    .addColumn('notified', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  await db.schema
    .alterTable('ticket_escalations')
    .addColumn('teams', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ticket_escalations').dropColumn('teams').execute()
  await db.schema.alterTable('ticket_escalations').dropColumn('notified').execute()
}
