// Backtest of the predictive-maintenance model (issue 12): seed the demo plant (90 days), hide its last 30 days,
// rank every item by the model's predicted risk as of that cut-off, and count how many of the hidden month's
// failures fall on the top 10 — beside a naive ranking (most tickets in the 90 days before the cut-off).
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

const dir = mkdtempSync(`${tmpdir()}/lineside-bench-predictive-`)
const now = new Date()
const db = await prepareDatabase(dir, 'demo', { now: () => now }, HISTORY_DAYS)
try {
  const rows = await loadPlantRows(db)
  const cutoff = now.getTime() - HIDDEN_DAYS * DAY_MS
  const itemOf = (t: (typeof rows.tickets)[number]) => (t.machine_id ? machineItemId(t.machine_id) : equipmentItemId(t.equipment_id!))
  const at = (t: (typeof rows.tickets)[number]) => Date.parse(t.created_at)

  const hidden = new Map<string, number>()
  for (const t of rows.tickets) {
    if (at(t) < cutoff || t.ticket_type !== 'engineering' || !FAILURE_CATEGORIES.includes(t.category)) continue
    hidden.set(itemOf(t), (hidden.get(itemOf(t)) ?? 0) + 1)
  }
  const totalHidden = [...hidden.values()].reduce((s, n) => s + n, 0)
  const hits = (ids: string[]) => ids.reduce((s, id) => s + (hidden.get(id) ?? 0), 0)

  const started = performance.now()
  const analyses = analyseAt(rows, cutoff)
  const ms = performance.now() - started
  const model = rankItems(analyses).slice(0, TOP).map((a) => a.item.id)

  const recent = new Map<string, number>()
  for (const t of rows.tickets) {
    if (at(t) >= cutoff || at(t) < cutoff - 90 * DAY_MS) continue
    recent.set(itemOf(t), (recent.get(itemOf(t)) ?? 0) + 1)
  }
  // Ties broken by id, so the naive ranking is as deterministic as the model's.
  const ids = analyses.map((a) => a.item.id)
  const naive = [...ids].sort((a, b) => (recent.get(b) ?? 0) - (recent.get(a) ?? 0) || a.localeCompare(b)).slice(0, TOP)
  const oracle = [...ids].sort((a, b) => (hidden.get(b) ?? 0) - (hidden.get(a) ?? 0)).slice(0, TOP)

  const kinds = analyses.reduce<Record<string, number>>((m, a) => ({ ...m, [a.model.kind]: (m[a.model.kind] ?? 0) + 1 }), {})
  console.log(`predictive backtest: ${HISTORY_DAYS} days seeded, last ${HIDDEN_DAYS} hidden; ${analyses.length} items (${Object.entries(kinds).map(([k, n]) => `${k} ${n}`).join(', ')}), analysed in ${ms.toFixed(0)} ms`)
  console.log(`failures in the hidden month: ${totalHidden}`)
  console.log(`  model top ${TOP} (expected failures in 30 days): ${hits(model)} (${((100 * hits(model)) / totalHidden).toFixed(1)}%)`)
  console.log(`  naive top ${TOP} (most tickets in the 90 days before): ${hits(naive)} (${((100 * hits(naive)) / totalHidden).toFixed(1)}%)`)
  console.log(`  best possible top ${TOP} (hindsight): ${hits(oracle)}`)
} finally {
  await db.destroy()
  rmSync(dir, { recursive: true, force: true })
}
