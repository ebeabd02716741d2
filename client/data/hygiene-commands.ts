// Hygiene clearance through the outbox (issue 29): signed on the device, sent once, works offline.
import type { ItemAnswer, SwabResult } from '../../shared/hygiene/checklist'
import { newId } from '../../shared/ids'
import { enqueue } from './outbox'

export interface ClearanceDraft {
  holdId: string
  lineId: number
  items: (Pick<ItemAnswer, 'key' | 'label' | 'result' | 'comment'> & { photo?: string | null })[]
  swab: SwabResult | null
  correctiveAction: string | null
}

export async function clearLine(draft: ClearanceDraft) {
  const id = newId()
  const entry = await enqueue('hygiene.clear', {
    id,
    holdId: draft.holdId,
    lineId: draft.lineId,
    items: draft.items.map((i) => ({
      key: i.key,
      label: i.label,
      result: i.result,
      comment: i.comment,
      photo: i.photo ?? null,
    })),
    swab: draft.swab,
    correctiveAction: draft.correctiveAction,
    at: new Date().toISOString(),
  })
  return { id, entry }
}
