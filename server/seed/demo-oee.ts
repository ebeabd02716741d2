// Demo stop reasons, ideal rates and counts (issue 30), so OEE and the Pareto of stop reasons mean something on
// first start: most past stops explained (the reason fitting the status), the current stops left for the tablet
// to ask about, hourly counts from each line's running minutes at 80–97 % of its ideal rate, 1–4 % rejected.
import type { Db } from '../db/connection'
import { chunks, DAY, HOUR, iso } from './demo-world'
import type { Rng } from './random'
import type { SeedOptions } from './seed-options'

/** Days of counts and explanations (the status history may go back further). */
export const OEE_DEMO_DAYS = 30

const STOPPED_REASONS = [
  ['Changeover', 5],
  ['Cleaning / CIP', 3],
  ['Break', 2],
  ['Material shortage', 4],
  ['No operator', 1],
  ['Quality hold', 2],
  ['Upstream / downstream blocked', 3],
] as const
const MAINTENANCE_REASONS = [
  ['Mechanical breakdown', 6],
  ['Electrical breakdown', 3],
  ['Planned maintenance', 3],
] as const

function weighted(rng: Rng, list: readonly (readonly [string, number])[]): string {
  const total = list.reduce((s, [, w]) => s + w, 0)
  let roll = rng.next() * total
  for (const [name, w] of list) if ((roll -= w) < 0) return name
  return list[0]![0]
}

function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16))
  hex[12] = '4'
  hex[16] = '8'
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

export async function seedOee(db: Db, rng: Rng, options: SeedOptions): Promise<void> {
  const nowMs = options.now.getTime()
  const from = nowMs - Math.min(options.historyDays, OEE_DEMO_DAYS) * DAY
  const reasons = new Map(
    (await db.selectFrom('stop_reasons').select(['id', 'name_en']).execute()).map((r) => [r.name_en, r.id]),
  )
  const lines = await db.selectFrom('production_lines').select(['id', 'product_id']).orderBy('id').execute()
  const history = await db
    .selectFrom('line_status_history')
    .select(['line_id', 'status', 'at_ms', 'ended_ms'])
    .where('superseded', '=', 0)
    .where((eb) => eb.or([eb('ended_ms', 'is', null), eb('ended_ms', '>', from)]))
    .orderBy('line_id')
    .orderBy('at_ms')
    .execute()
  const parts: {
    id: string
    line_id: number
    from_at: string
    from_ms: number
    reason_id: number
    explained_by: null
    explained_by_name: string
    explained_at: string
  }[] = []
  const counts: {
    id: string
    line_id: number
    at: string
    at_ms: number
    good: number
    rejected: number
    product_id: number | null
    device_key_id: null
    user_id: null
    recorded_at: string
  }[] = []
  const rates: { product_id: number; line_id: number; ideal_rate_per_min: number; updated_at: string }[] = []
  const now = iso(nowMs)
  for (const line of lines) {
    const periods = history
      .filter((h) => h.line_id === line.id)
      .map((h) => ({ status: h.status, start: Number(h.at_ms), end: h.ended_ms === null ? null : Number(h.ended_ms) }))
    for (const p of periods) {
      if (p.status === 'running' || p.end === null || p.start < from) continue
      if (rng.chance(0.15)) continue
      const name = weighted(rng, p.status === 'maintenance' ? MAINTENANCE_REASONS : STOPPED_REASONS)
      const reasonId = reasons.get(name)
      if (reasonId === undefined) continue
      parts.push({
        id: uuidFrom(rng),
        line_id: line.id,
        from_at: iso(p.start),
        from_ms: p.start,
        reason_id: reasonId,
        explained_by: null,
        explained_by_name: 'Demo data',
        explained_at: iso(p.end),
      })
    }
    if (line.product_id === null) continue
    const rate = rng.int(20, 60)
    rates.push({ product_id: line.product_id, line_id: line.id, ideal_rate_per_min: rate, updated_at: now })
    for (let h = Math.ceil(from / HOUR) * HOUR; h + HOUR <= nowMs; h += HOUR) {
      let runMs = 0
      for (const p of periods) {
        if (p.status !== 'running') continue
        const s = Math.max(p.start, h)
        const e = Math.min(p.end ?? nowMs, h + HOUR)
        if (e > s) runMs += e - s
      }
      if (runMs === 0) continue
      const total = Math.round((runMs / 60_000) * rate * (0.8 + rng.next() * 0.17))
      const rejected = Math.round(total * (0.01 + rng.next() * 0.03))
      counts.push({
        id: `demo-${line.id}-${h}`,
        line_id: line.id,
        at: iso(h + HOUR - 60_000),
        at_ms: h + HOUR - 60_000,
        good: total - rejected,
        rejected,
        product_id: line.product_id,
        device_key_id: null,
        user_id: null,
        recorded_at: now,
      })
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(parts)) await trx.insertInto('stop_parts').values(part).execute()
    for (const part of chunks(rates)) await trx.insertInto('product_line_rates').values(part).execute()
    for (const part of chunks(counts)) await trx.insertInto('production_counts').values(part).execute()
  })
}
