// What the OEE area's outbox mutations do to the local cache (registered in local-effects.ts): an explained stop
// stops prompting at once, offline too, and stays so on top of every pull until the server has it.
import type { MutationArgsRead } from '../../shared/schemas/mutation-args'
import type { LinesideDb, OutboxEntry } from './db'

type OeeName = 'stop.explain' | 'stop.split' | 'count.record'
type OeeEffect<N extends OeeName> = (db: LinesideDb, entry: OutboxEntry, args: MutationArgsRead[N]) => Promise<void>

export const oeeEffects: { [N in OeeName]: OeeEffect<N> } = {
  'stop.explain': async (db, e, a) => {
    if (await db.stopParts.get(a.id)) return
    await db.stopParts.put({
      id: a.id,
      lineId: Number(a.lineId),
      fromAt: a.at,
      reasonId: Number(a.reasonId),
      explainedByName: e.userName,
      explainedAt: e.createdAt,
    })
  },
  'stop.split': async (db, e, a) => {
    const froms = a.parts.map((p) => p.from).sort()
    const last = froms[froms.length - 1] ?? a.at
    const old = await db.stopParts
      .where('lineId')
      .equals(Number(a.lineId))
      .filter((p) => p.fromAt >= a.at && p.fromAt <= last)
      .primaryKeys()
    await db.stopParts.bulkDelete(old)
    for (const [i, p] of a.parts.entries())
      await db.stopParts.put({
        id: p.id,
        lineId: Number(a.lineId),
        fromAt: i === 0 ? a.at : p.from,
        reasonId: Number(p.reasonId),
        explainedByName: e.userName,
        explainedAt: e.createdAt,
      })
  },
  // Counts are figures of the server's OEE: nothing to show locally but the queue.
  'count.record': async () => {},
}
