// Backtest of the predictive-maintenance model (issue 12): seed the demo plant (90 days), hide its last 30 days,
// rank every item by the model's predicted risk as of that cut-off, and count how many of the hidden month's
// failures fall on the top 10 — beside a naive ranking (most tickets in the 90 days before the cut-off).
// The demo seed depends on the time of day it is made, so the backtest runs on several fixed "now"s and sums.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { prepareDatabase } from '../../server/bootstrap'
import { FAILURE_CATEGORIES } from '../../shared/maintenance/constants'
import { analyseAt, loadPlantRows } from '../../server/maintenance/maintenance.service'
import { equipmentItemId, machineItemId, DAY_MS } from '../../server/maintenance/plant-history'
import { rankItems } from '../../server/maintenance/report-builder'

const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? 90)
const HIDDEN_DAYS = 30
const TOP = 10
const NOWS = (
  process.env.BENCH_NOWS ??
  '2026-11-21T10:00:00Z,2026-11-10T07:00:00Z,2026-12-01T16:00:00Z,2026-10-15T22:30:00Z,2027-01-05T12:00:00Z'
).split(',')

interface Outcome {
  hidden: number
  model: number
  naive: number
  oracle: number
}

async function backtest(now: Date): Promise<Outcome> {
  const dir = mkdtempSync(`${tmpdir()}/lineside-bench-predictive-`)
  const db = await prepareDatabase(dir, 'demo', { now: () => now }, HISTORY_DAYS)
  try {
    const rows = await loadPlantRows(db)
    const cutoff = now.getTime() - HIDDEN_DAYS * DAY_MS
    const itemOf = (t: (typeof rows.tickets)[number]) =>
      t.machine_id ? machineItemId(t.machine_id) : equipmentItemId(t.equipment_id!)
    const at = (t: (typeof rows.tickets)[number]) => Date.parse(t.created_at)
    const count = (keep: (t: (typeof rows.tickets)[number]) => boolean) => {
      const m = new Map<string, number>()
      for (const t of rows.tickets) if (keep(t)) m.set(itemOf(t), (m.get(itemOf(t)) ?? 0) + 1)
      return m
    }
    const hidden = count(
      (t) => at(t) >= cutoff && t.ticket_type === 'engineering' && FAILURE_CATEGORIES.includes(t.category),
    )
    const recent = count((t) => at(t) < cutoff && at(t) >= cutoff - 90 * DAY_MS)
    const hits = (ids: string[]) => ids.reduce((s, id) => s + (hidden.get(id) ?? 0), 0)

    const started = performance.now()
    const analyses = analyseAt(rows, cutoff)
    const ms = performance.now() - started
    const ids = analyses.map((a) => a.item.id)
    const model = rankItems(analyses)
      .slice(0, TOP)
      .map((a) => a.item.id)
    // Ties broken by id, so the naive ranking is as deterministic as the model's.
    const naive = [...ids]
      .sort((a, b) => (recent.get(b) ?? 0) - (recent.get(a) ?? 0) || a.localeCompare(b))
      .slice(0, TOP)
    const oracle = [...ids].sort((a, b) => (hidden.get(b) ?? 0) - (hidden.get(a) ?? 0)).slice(0, TOP)
    const kinds = analyses.reduce<Record<string, number>>(
      (m, a) => ({ ...m, [a.model.kind]: (m[a.model.kind] ?? 0) + 1 }),
      {},
    )
    const outcome = {
      hidden: [...hidden.values()].reduce((s, n) => s + n, 0),
      model: hits(model),
      naive: hits(naive),
      oracle: hits(oracle),
    }
    console.log(
      `now ${now.toISOString()}: ${analyses.length} items (${Object.entries(kinds)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}) in ${ms.toFixed(0)} ms; ` +
        `hidden-month failures ${outcome.hidden}: model top ${TOP} ${outcome.model}, naive top ${TOP} ${outcome.naive}, hindsight ${outcome.oracle}`,
    )
    return outcome
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log(
  `predictive backtest: ${HISTORY_DAYS} days seeded, last ${HIDDEN_DAYS} hidden, ${NOWS.length} seeded plants`,
)
const total: Outcome = { hidden: 0, model: 0, naive: 0, oracle: 0 }
for (const now of NOWS) {
  const o = await backtest(new Date(now))
  for (const k of Object.keys(total) as (keyof Outcome)[]) total[k] += o[k]
}
const pct = (n: number) => `${((100 * n) / total.hidden).toFixed(1)}%`
console.log(`total hidden-month failures: ${total.hidden}`)
console.log(`  model top ${TOP} (expected failures in the next 30 days): ${total.model} (${pct(total.model)})`)
console.log(`  naive top ${TOP} (most tickets in the 90 days before):   ${total.naive} (${pct(total.naive)})`)
console.log(`  best possible top ${TOP} (hindsight):                     ${total.oracle} (${pct(total.oracle)})`)
