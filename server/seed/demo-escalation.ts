// Demo escalation people (issue 34): engineer2 (Agnieszka) is a shift supervisor and the admin (Alice) the plant
// manager, so the ladder's steps 2 and 3 reach someone in the demo. The ladder itself comes from migration 205.
import type { Db } from '../db/connection'

export async function seedEscalationPeople(db: Db, now: string): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['engineer2', 'admin'])
    .execute()
  const rows = users.map((u) => ({
    user_id: u.id,
    supervisor: u.username === 'engineer2' ? 1 : 0,
    plant_manager: u.username === 'admin' ? 1 : 0,
    updated_at: now,
  }))
  if (rows.length)
    await db
      .insertInto('escalation_people')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute()
}
