// PM work-order generation at plant scale (issue 28): 10,000 machines with 3 plans each (a fixed monthly, a
// floating fortnightly, a 500 h meter plan), every calendar plan due now, meters past their interval on half the
// lines. Times one generator pass (target ≤ 5 s) and its memory (target ≤ 200 MB above the process's start), then
// a second pass, which must make nothing. SQLite file in a temporary folder (npm run bench:pm-generate).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { prepareDatabase } from '../../server/bootstrap'
import { generateDueWorkOrders } from '../../server/pm/pm-generator'
import { newId } from '../../shared/ids'
import { isoDay } from '../../shared/pm/due-dates'

const MACHINES = Number(process.env.BENCH_MACHINES ?? 10_000)
const now = new Date()
const at = now.toISOString()

async function main() {
  const dir = mkdtempSync(`${tmpdir()}/lineside-bench-pm-`)
  const db = await prepareDatabase(dir, 'demo', { now: () => now }, 0)
  try {
    const lines = (await db.selectFrom('production_lines').select('id').execute()).map((l) => l.id)
    const machines = Array.from({ length: MACHINES }, (_, i) => ({
      id: newId(),
      line_id: lines[i % lines.length]!,
      name: `Bench machine ${i}`,
      code: `BM-${i}`,
      type: 'filler',
      description: null,
      is_active: 1,
      model: null,
      serial_number: null,
      last_changed_on: null,
      location: null,
      manufacturer: null,
      status: 'operational',
      created_at: at,
      updated_at: at,
    }))
    for (let i = 0; i < machines.length; i += 500)
      await db
        .insertInto('machines')
        .values(machines.slice(i, i + 500))
        .execute()
    const triggers = [
      [{ kind: 'calendar', every: 1, unit: 'month', mode: 'fixed' }],
      [{ kind: 'calendar', every: 2, unit: 'week', mode: 'floating' }],
      [{ kind: 'meter', every: 500, unit: 'hours' }],
    ]
    const plans = machines.flatMap((m, i) =>
      triggers.map((t, k) => ({
        id: newId(),
        title: `Plan ${k} of machine ${i}`,
        machine_id: m.id,
        line_id: null,
        procedure: null,
        estimated_minutes: 30,
        skill: 'engineering',
        lead_days: 7,
        triggers: JSON.stringify(t),
        steps: JSON.stringify([{ kind: 'check', text: 'Guards refitted' }]),
        starts_on: isoDay(now),
        status: 'active',
        meter_base: '{}',
        created_by: null,
        created_at: at,
        updated_at: at,
      })),
    )
    for (let i = 0; i < plans.length; i += 500)
      await db
        .insertInto('pm_plans')
        .values(plans.slice(i, i + 500))
        .execute()
    await db
      .insertInto('pm_readings')
      .values(
        lines.map((lineId, i) => ({
          id: newId(),
          line_id: lineId,
          machine_id: null,
          unit: 'hours',
          value: i % 2 === 0 ? 520 : 100,
          read_at: at,
          entered_by: null,
          created_at: at,
        })),
      )
      .execute()

    global.gc?.()
    const base = process.memoryUsage()
    let peakRss = base.rss
    let peakHeap = base.heapUsed
    const sampler = setInterval(() => {
      const m = process.memoryUsage()
      peakRss = Math.max(peakRss, m.rss)
      peakHeap = Math.max(peakHeap, m.heapUsed)
    }, 5)
    const started = performance.now()
    const first = await generateDueWorkOrders(db, now, { between: () => new Promise((r) => setImmediate(r)) })
    const firstMs = performance.now() - started
    clearInterval(sampler)
    const again = performance.now()
    const second = await generateDueWorkOrders(db, now)
    const secondMs = performance.now() - again
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1)
    console.log(`PM generation: ${MACHINES} machines × 3 plans = ${plans.length} plans`)
    console.log(`  first pass: ${first.created} work orders in ${(firstMs / 1000).toFixed(2)} s (target ≤ 5 s)`)
    console.log(
      `  memory: peak RSS +${mb(peakRss - base.rss)} MB (total ${mb(peakRss)} MB), peak heap +${mb(peakHeap - base.heapUsed)} MB (target ≤ 200 MB)`,
    )
    console.log(`  second pass: ${second.created} work orders in ${(secondMs / 1000).toFixed(2)} s (idempotent)`)
    if (firstMs > 5000 || peakRss - base.rss > 200 * 1024 * 1024 || second.created !== 0) process.exitCode = 1
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

void main()
