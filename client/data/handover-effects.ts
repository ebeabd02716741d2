// What a queued handover does to the local cache (registered in local-effects.ts): a signed one is on the
// device's list and the line's tablet at once, an acknowledged one stops asking — offline too, re-applied on top
// of every pull until the server has it; the server's verdict then wins.
import type { MutationArgsRead } from '../../shared/schemas/mutation-args'
import type { LinesideDb, OutboxEntry } from './db'

type HandoverName = 'handover.sign' | 'handover.acknowledge'
type HandoverEffect<N extends HandoverName> = (
  db: LinesideDb,
  entry: OutboxEntry,
  args: MutationArgsRead[N],
) => Promise<void>

const blank = (v: string | null | undefined) => (v?.trim() ? v.trim() : null)

export const handoverEffects: { [N in HandoverName]: HandoverEffect<N> } = {
  'handover.sign': async (db, e, a) => {
    if (await db.handovers.get(a.id)) return
    const lineId = Number(a.lineId)
    const line = await db.lines.get(lineId)
    await db.handovers.put({
      id: a.id,
      lineId,
      lineName: line?.name ?? `Line ${lineId}`,
      shiftDate: a.shiftDate,
      shift: a.shift,
      items: a.items.map((i) => ({
        kind: i.kind,
        ref: i.ref ?? null,
        label: blank(i.label),
        detail: blank(i.detail),
        state: i.state,
        priority: i.priority ?? null,
        at: i.at ?? null,
        endAt: i.endAt ?? null,
        reasonId: i.reasonId == null ? null : Number(i.reasonId),
      })),
      notes: blank(a.notes),
      signedBy: e.userName,
      signedById: e.userId,
      signedAt: e.createdAt,
      signedAtDevice: e.createdAt,
      acknowledgedBy: null,
      acknowledgedById: null,
      acknowledgedAt: null,
      acknowledgedAtDevice: null,
      acknowledgeNote: null,
    })
  },
  'handover.acknowledge': async (db, e, a) => {
    const h = await db.handovers.get(a.id)
    if (!h || h.acknowledgedAt !== null) return
    await db.handovers.put({
      ...h,
      acknowledgedBy: e.userName,
      acknowledgedById: e.userId,
      acknowledgedAt: e.createdAt,
      acknowledgedAtDevice: e.createdAt,
      acknowledgeNote: blank(a.note),
    })
  },
}
