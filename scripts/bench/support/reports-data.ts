// Fills a migrated, demo-seeded database with years of made-up history for the reports benchmark:
// `tickets` tickets and `historyRows` applied line-status periods, spread over `days` days across all lines.
import type { Insertable } from 'kysely'
import type { Db } from '../../../server/db/connection'
import type { LineStatusHistoryTable, NewTicketRow } from '../../../server/db/database'
import { rebuildLineStatusSums } from '../../../server/lines/line-status-sums.repository'
import { createRng, seededUuid } from '../../../server/seed/random'
import { withTimeEpochs } from '../../../server/tickets/ticket-time-epochs'

const REASONS = [
  'Conveyor belt jammed at infeed',
  'Sealer jaw not reaching temperature',
  'Checkweigher rejecting in-spec packs',
  'Film not tracking on sealer, tearing at cutter',
  'Slicer servo fault code E42',
  'Compressed air pressure low',
  'Metal detector false rejects',
  'Label printer out of ribbon',
  'Tray denester misfeeding',
  'Changeover overrun',
  'Waiting for product from prep',
  'Power dip tripped drives',
  'Outfeed conveyor belt slipping',
  'Guard interlock open',
  'Vacuum pump overheating',
  'Crusher blade guard loose',
  'Labeller applying skewed labels',
  'Case erector jam',
  'Missing operator at start of shift',
  'Quality hold: seal integrity',
  'Leaking seals on MAP trays',
  'Inkjet coder blocked',
  'Motor tripping on overload',
  'Hygiene clean overrun',
  'Scale drift on multihead weigher',
]
const CATEGORIES = ['mechanical', 'electrical', 'safety', 'quality', 'maintenance']
const PRIORITIES = ['low', 'medium', 'medium', 'high', 'critical']
const MIN = 60_000
const CHUNK = 2000

export async function fillReportData(
  db: Db,
  opts: { nowMs: number; days: number; tickets: number; historyRows: number },
): Promise<void> {
  const rng = createRng(20261123)
  const lines = await db.selectFrom('production_lines').select(['id', 'name']).orderBy('id').execute()
  const engineers = await db.selectFrom('users').select('id').execute()
  const startMs = opts.nowMs - opts.days * 86_400_000
  await db.deleteFrom('line_status_history').execute()
  const perLine = Math.floor(opts.historyRows / lines.length)
  const meanPeriod = (opts.nowMs - startMs) / perLine
  let batch: Insertable<LineStatusHistoryTable>[] = []
  const flush = async () => {
    if (batch.length) await db.insertInto('line_status_history').values(batch).execute()
    batch = []
  }
  for (const line of lines) {
    // Periods alternate running and a stop (or maintenance, or idle), lengths spread around the mean.
    const times: number[] = []
    let t = startMs
    for (let i = 0; i < perLine; i++) {
      times.push(t)
      t += Math.max(MIN, Math.round(meanPeriod * (0.2 + 1.6 * rng.next())))
    }
    const scale = (opts.nowMs - MIN - startMs) / (t - startMs)
    for (let i = 0; i < times.length; i++) {
      const at = Math.round(startMs + (times[i]! - startMs) * scale)
      const next = i + 1 < times.length ? Math.round(startMs + (times[i + 1]! - startMs) * scale) : null
      const r = rng.next()
      const status = i % 2 === 0 ? 'running' : r < 0.8 ? 'stopped' : r < 0.95 ? 'maintenance' : 'idle'
      const issue =
        status === 'stopped'
          ? REASONS[Math.floor(rng.next() ** 2 * REASONS.length)]!
          : status === 'maintenance'
            ? 'Scheduled maintenance in progress'
            : null
      const iso = new Date(at).toISOString()
      batch.push({
        line_id: line.id,
        status,
        issue,
        changed_by: null,
        changed_by_name: 'Bench',
        at: iso,
        recorded_at: iso,
        superseded: 0,
        at_ms: at,
        ended_at: next === null ? null : new Date(next).toISOString(),
        ended_ms: next,
      })
      if (batch.length >= CHUNK) await flush()
    }
  }
  await flush()
  await rebuildLineStatusSums(db)

  const first =
    (
      await db
        .selectFrom('tickets')
        .select((eb) => eb.fn.max('ticket_number').as('n'))
        .executeTakeFirst()
    )?.n ?? 0
  let tickets: NewTicketRow[] = []
  for (let i = 0; i < opts.tickets; i++) {
    const line = rng.pick(lines)
    const created = startMs + Math.floor(rng.next() * (opts.nowMs - startMs - 3 * 86_400_000))
    const assigned = created + rng.int(1, 120) * MIN
    const accepted = assigned + rng.int(1, 60) * MIN
    const started = accepted + rng.int(1, 90) * MIN
    const resolved = started + rng.int(10, 600) * MIN
    const status = rng.chance(0.85) ? 'closed' : rng.pick(['open', 'assigned', 'in_progress'])
    const iso = (ms: number) => new Date(ms).toISOString()
    const stage = ['open', 'assigned', 'in_progress', 'closed'].indexOf(status)
    const reason = rng.pick(REASONS)
    tickets.push({
      id: seededUuid(rng),
      ticket_number: Number(first) + i + 1,
      ticket_type: 'engineering',
      line_id: line.id,
      line_name: line.name,
      other_location: null,
      machine_id: null,
      machine_name: null,
      equipment_id: null,
      location: null,
      system_affected: null,
      category: rng.pick(CATEGORIES),
      priority: rng.pick(PRIORITIES),
      description: i % 7 === 0 ? `"${reason}", again; =SUM(A1) @ shift\nnight` : reason,
      status,
      engineer_status: stage >= 3 ? 'completed' : stage === 2 ? 'in_progress' : stage === 1 ? 'assigned' : null,
      reported_by: null,
      assigned_to: stage >= 1 ? rng.pick(engineers).id : null,
      assigned_by: null,
      created_at: iso(created),
      updated_at: iso(created),
      assigned_at: stage >= 1 ? iso(assigned) : null,
      accepted_at: stage >= 2 ? iso(accepted) : null,
      started_at: stage >= 2 ? iso(started) : null,
      resolved_at: stage >= 3 ? iso(resolved) : null,
      resolution_summary: stage >= 3 ? 'Fixed; tested; łożysko wymienione' : null,
      parts_used: null,
      time_spent: stage >= 3 ? rng.int(10, 300) : null,
      follow_up_required: 0,
      archived_at: null,
    })
    if (tickets.length >= 500) {
      await db.insertInto('tickets').values(tickets.map(withTimeEpochs)).execute()
      tickets = []
    }
  }
  if (tickets.length) await db.insertInto('tickets').values(tickets.map(withTimeEpochs)).execute()
}
