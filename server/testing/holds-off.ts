// For tests about something else than hygiene (sync, figures): every line's hygiene hold switched off, so a press
// leaving maintenance applies as pressed (issue 29 holds it otherwise).
import type { TestServer } from './test-server'

export async function holdsOff(s: Pick<TestServer, 'db'>): Promise<void> {
  await s.db.deleteFrom('hygiene_line_settings').execute()
  const lines = await s.db.selectFrom('production_lines').select('id').execute()
  await s.db
    .insertInto('hygiene_line_settings')
    .values(
      lines.map((l) => ({ line_id: l.id, hold_enabled: 0, checklist: null, updated_at: '2026-01-01T00:00:00.000Z' })),
    )
    .execute()
}
