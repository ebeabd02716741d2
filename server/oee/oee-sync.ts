// The OEE area's synced entities: the reason tree (small, whole) and stop explanations of the last two days
// (the tablet's prompt needs the current stops, not years of them); changes carry any row.
import type { StopPart } from '../../shared/oee/oee-types'
import { afterKey, numericIds, type SyncSource } from '../sync-kit/sync-source'
import { listReasonRows, partsByIds, partsFrom } from './oee.repository'
import { toStopReason } from './stop-reasons.service'

export const STOP_PARTS_SYNC_MS = 2 * 24 * 60 * 60_000

type PartRow = Awaited<ReturnType<typeof partsByIds>>[number]
const toStopPart = (r: PartRow): StopPart => ({
  id: r.id,
  lineId: r.line_id,
  fromAt: r.from_at,
  reasonId: r.reason_id,
  explainedByName: r.explained_by_name,
  explainedAt: r.explained_at,
})

export const stopReasonsSource: SyncSource<'stopReasons'> = {
  whole: true,
  page: async (t, after) => afterKey((await listReasonRows(t)).map(toStopReason), after),
  byIds: async (t, ids) => {
    const wanted = new Set(numericIds(ids))
    return (await listReasonRows(t)).filter((r) => wanted.has(r.id)).map(toStopReason)
  },
}

export const stopPartsSource: SyncSource<'stopParts'> = {
  page: async (t, after, limit) =>
    (await partsFrom(t, Date.now() - STOP_PARTS_SYNC_MS, after === null ? null : String(after), limit)).map(toStopPart),
  byIds: async (t, ids) => (await partsByIds(t, ids)).map(toStopPart),
}
