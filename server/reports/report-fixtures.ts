// Test fixtures for the report tests: an empty factory (demo lines and users, no history, no tickets),
// status changes made through the real line-status route at set times, and tickets written as rows.
import type { LineStatus } from '../../shared/constants'
import { recordChange } from '../changes/change-log.repository'
import { runCommand } from '../command'
import type { NewTicketRow } from '../db/database'
import { setLineStatus } from '../lines/lines.service'
import { withTimeEpochs } from '../tickets/ticket-time-epochs'
import { holdsOff } from '../testing/holds-off'
import { forgetTicketDaySums } from './ticket-day-sums.repository'
import type { TestServer } from '../testing/test-server'

export async function emptyFactory(s: TestServer): Promise<void> {
  await s.db.deleteFrom('ticket_notes').execute()
  await s.db.deleteFrom('ticket_images').execute()
  await s.db.deleteFrom('tickets').execute()
  await s.db.deleteFrom('line_status_history').execute()
  await s.db.deleteFrom('line_status_sums').execute()
  // Tickets deleted without a change recorded: the kept day sums start again (decision 271).
  await forgetTicketDaySums(s.db)
  await holdsOff(s)
}

/**
 * Sets a line's status at `at` through the line-status service (the writer the route and sync use), with the
 * server clock moved there. Not over HTTP: a session signed in days later would not exist yet.
 */
export async function statusAt(
  s: TestServer,
  lineId: number,
  at: string,
  status: LineStatus,
  issue?: string,
): Promise<void> {
  s.clock.set(new Date(at))
  const actor = {
    id: await s.userId('engineer'),
    username: 'engineer',
    firstName: 'Test',
    lastName: 'Engineer',
    role: 'engineer',
  }
  await runCommand(s.deps, actor, (ctx) => setLineStatus(ctx, { lineId, status, issue: issue ?? null }))
}

let number = 900_000

export async function insertTicket(s: TestServer, t: Partial<NewTicketRow> & { created_at: string }): Promise<string> {
  number += 1
  const id = `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`
  await s.db
    .insertInto('tickets')
    .values(
      withTimeEpochs({
        id,
        ticket_number: number,
        ticket_type: 'engineering',
        line_id: 1,
        line_name: 'Unit B - Line 1',
        category: 'mechanical',
        priority: 'medium',
        description: 'Conveyor belt jammed',
        status: 'open',
        updated_at: t.created_at,
        follow_up_required: 0,
        ...t,
      }),
    )
    .execute()
  // As every ticket writer does: the change tells the kept day sums which day to group again (decision 271).
  await recordChange(s.db, 'tickets', id, 'upsert', t.created_at)
  return id
}

export { holdsOff }
