// Bulk rows for the tests that need a large plant (bounded answers): tickets spread over 60 days, and 10,000
// machines and products, written 500 to an INSERT straight into the tables.
import { randomUUID } from 'node:crypto'
import type { NewTicketRow } from '../db/database'
import { withTimeEpochs } from '../tickets/ticket-time-epochs'
import type { TestServer } from './test-server'

/** `count` tickets written as rows, 500 to an INSERT: most still open, a third of the open ones assigned to the engineer. */
export async function fillTickets(s: TestServer, count: number): Promise<{ ticketId: string }> {
  const lines = await s.db.selectFrom('production_lines').select(['id', 'name']).orderBy('id').execute()
  const engineer = await s.userId('engineer')
  const operator = await s.userId('operator')
  const first = Number(
    (
      await s.db
        .selectFrom('tickets')
        .select((eb) => eb.fn.max<number | null>('ticket_number').as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  )
  const start = s.clock.now().getTime() - 60 * 86_400_000
  let batch: NewTicketRow[] = []
  let ticketId = ''
  for (let i = 0; i < count; i++) {
    const line = lines[i % lines.length]!
    const status = i % 10 === 0 ? 'closed' : i % 3 === 0 ? 'in_progress' : i % 3 === 1 ? 'assigned' : 'open'
    const assigned = status !== 'open'
    const created = new Date(start + Math.floor(i / 2) * 86_000).toISOString()
    const row: NewTicketRow = {
      id: randomUUID(),
      ticket_number: first + i + 1,
      ticket_type: i % 4 === 0 ? 'it' : 'engineering',
      line_id: line.id,
      line_name: line.name,
      category: 'mechanical',
      priority: ['low', 'medium', 'high', 'critical'][i % 4]!,
      description:
        i % 50 === 0
          ? 'Belt slipping at the infeed; '.repeat(130)
          : `Conveyor ${i} jammed at the infeed, product backing up onto the slicer`,
      status,
      engineer_status: status === 'in_progress' ? 'in_progress' : assigned ? 'assigned' : null,
      reported_by: operator,
      assigned_to: assigned ? engineer : null,
      created_at: created,
      updated_at: created,
      assigned_at: assigned ? created : null,
      resolved_at: status === 'closed' ? created : null,
      follow_up_required: 0,
    }
    batch.push(withTimeEpochs(row))
    if (i === 1) ticketId = row.id
    if (batch.length === 500) {
      await s.db.insertInto('tickets').values(batch).execute()
      batch = []
    }
  }
  if (batch.length) await s.db.insertInto('tickets').values(batch).execute()
  return { ticketId }
}

/** 10,000 machines and 10,000 products (what the first-sync and import benchmarks use), 500 to an INSERT. */
export async function fillMachinesAndProducts(s: TestServer): Promise<void> {
  const lines = await s.db.selectFrom('production_lines').select('id').orderBy('id').execute()
  const at = s.clock.now().toISOString()
  for (let b = 0; b < 20; b++) {
    const n = (j: number) => b * 500 + j
    const machines = Array.from({ length: 500 }, (_, j) => ({
      id: randomUUID(),
      line_id: lines[n(j) % lines.length]!.id,
      name: `Conveyor ${n(j)}`,
      code: `CV-${n(j)}`,
      type: 'conveyor',
      description: 'Infeed conveyor, 600 mm belt',
      is_active: 1,
      status: 'operational',
      created_at: at,
      updated_at: at,
    }))
    await s.db.insertInto('machines').values(machines).execute()
    const products = Array.from({ length: 500 }, (_, j) => ({
      sku: `BULK-${String(n(j)).padStart(5, '0')}`,
      name: `Sliced ham ${n(j)}`,
      category: 'meat',
      is_active: 1,
      updated_at: at,
    }))
    await s.db.insertInto('products').values(products).execute()
  }
}
