// GET /api/hygiene/report (issue 29 §8): figures computed from the records of the range — clearances by their
// signing time, delays and changeovers by the holds released or begun in it — and the chain's verification.
import { median, percentile, type HygieneReport, type HygieneReportLine } from '../../shared/hygiene/report'
import type { Db } from '../db/connection'
import { verifyChain } from './clearance-chain'
import { toClearance, toHold } from './hygiene-mapper'

/** Most records one report reads: beyond it the range is too long for one answer (the route says so). */
export const REPORT_MAX_ROWS = 50_000

export async function hygieneReport(
  db: Db,
  q: { start: string; end: string; lineId?: number },
): Promise<HygieneReport> {
  let clearanceQ = db
    .selectFrom('hygiene_clearances')
    .selectAll()
    .where('signed_at', '>=', q.start)
    .where('signed_at', '<', q.end)
  let holdQ = db
    .selectFrom('hygiene_holds')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('released_at', '>=', q.start), eb('released_at', '<', q.end)]),
        eb.and([eb('started_at', '>=', q.start), eb('started_at', '<', q.end)]),
      ]),
    )
  if (q.lineId !== undefined) {
    clearanceQ = clearanceQ.where('line_id', '=', q.lineId)
    holdQ = holdQ.where('line_id', '=', q.lineId)
  }
  const [clearanceRows, holdRows, lineRows] = await Promise.all([
    clearanceQ.orderBy('seq').limit(REPORT_MAX_ROWS).execute(),
    holdQ.orderBy('started_at').limit(REPORT_MAX_ROWS).execute(),
    db.selectFrom('production_lines').select(['id', 'name']).orderBy('id').execute(),
  ])
  const clearances = clearanceRows.map(toClearance)
  const holds = holdRows.map(toHold)
  const names = new Map(lineRows.map((l) => [l.id, l.name]))
  const nameOf = (id: number) => names.get(id) ?? `Line ${id}`
  const swabOf = new Map(clearances.filter((c) => c.swab).map((c) => [c.holdId, c.swab]))

  const blank = (): Omit<HygieneReportLine, 'lineId' | 'lineName'> & { delays: number[] } => ({
    clearances: 0,
    passed: 0,
    failed: 0,
    released: 0,
    medianDelayMinutes: null,
    p90DelayMinutes: null,
    changeovers: 0,
    delays: [],
  })
  const perLine = new Map<number, ReturnType<typeof blank>>()
  const total = blank()
  const of = (lineId: number) => {
    let v = perLine.get(lineId)
    if (!v) perLine.set(lineId, (v = blank()))
    return v
  }
  for (const c of clearances) {
    for (const v of [of(c.lineId), total]) {
      v.clearances++
      if (c.result === 'passed') v.passed++
      else v.failed++
    }
  }
  const inRange = (t: string | null) => t !== null && t >= q.start && t < q.end
  for (const h of holds) {
    if (inRange(h.releasedAt)) {
      const minutes = Math.max(0, Math.round((Date.parse(h.releasedAt!) - Date.parse(h.workEndedAt)) / 60_000))
      for (const v of [of(h.lineId), total]) {
        v.released++
        v.delays.push(minutes)
      }
    }
    if (h.cause === 'allergen_changeover' || h.allergens.length > 0)
      if (inRange(h.startedAt)) for (const v of [of(h.lineId), total]) v.changeovers++
  }
  const finish = (v: ReturnType<typeof blank>) => {
    const sorted = [...v.delays].sort((a, b) => a - b)
    const { delays: _d, ...rest } = v
    return Object.assign(rest, { medianDelayMinutes: median(sorted), p90DelayMinutes: percentile(sorted, 0.9) })
  }
  return {
    start: q.start,
    end: q.end,
    totals: finish(total),
    lines: [...perLine.entries()]
      .sort(([a], [b]) => a - b)
      .map(([lineId, v]) => Object.assign({ lineId, lineName: nameOf(lineId) }, finish(v))),
    failures: clearances
      .filter((c) => c.result === 'failed')
      .map((c) => ({
        clearanceId: c.id,
        lineId: c.lineId,
        lineName: nameOf(c.lineId),
        signedAt: c.signedAt,
        signedBy: c.signedBy,
        items: [
          ...c.items.filter((i) => i.result === 'fail').map((i) => i.label ?? i.key),
          ...(c.swab?.result === 'fail' ? ['swab'] : []),
        ],
        correctiveAction: c.correctiveAction,
      })),
    changeovers: holds
      .filter((h) => h.allergens.length > 0 && (inRange(h.startedAt) || inRange(h.releasedAt)))
      .map((h) => ({
        holdId: h.id,
        lineId: h.lineId,
        lineName: nameOf(h.lineId),
        startedAt: h.startedAt,
        allergens: h.allergens,
        releasedAt: h.releasedAt,
        swab: swabOf.get(h.id) ?? null,
      })),
    verification: await verifyChain(db),
  }
}
