// What a queued clearance does to the local cache (registered in local-effects.ts): a passed one releases the
// line's hold on this device at once (the line shows stopped, ready for LINE OK), offline too; a failed one keeps
// it held. Re-applied on top of every pull until the server has it; the server's verdict then wins.
import { clearanceResult } from '../../shared/hygiene/checklist'
import type { MutationArgsRead } from '../../shared/schemas/mutation-args'
import type { LinesideDb, OutboxEntry } from './db'

type HygieneEffect = (db: LinesideDb, entry: OutboxEntry, args: MutationArgsRead['hygiene.clear']) => Promise<void>

const clear: HygieneEffect = async (db, e, a) => {
  const hold = await db.hygieneHolds.get(a.holdId)
  if (!hold || hold.releasedAt !== null) return
  const swab = a.swab ? { result: a.swab.result } : null
  if (clearanceResult(a.items, swab) !== 'passed') return
  await db.hygieneHolds.put({ ...hold, releasedAt: e.createdAt, releasedBy: e.userName, releasedByClearance: a.id })
  const line = await db.lines.get(Number(a.lineId))
  if (line?.status === 'awaiting_clearance')
    await db.lines.put({
      ...line,
      status: 'stopped',
      issue: null,
      statusSince: e.createdAt,
      statusChangedBy: e.userName,
      lastUpdate: e.createdAt,
    })
}

export const hygieneEffects = { 'hygiene.clear': clear }
