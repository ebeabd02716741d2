// Handover commands (issue 34 §3): through the outbox like every write, so a tablet signs and acknowledges offline.
import type { HandoverItem } from '../../shared/handover/types'
import type { Shift } from '../../shared/planning/schedule'
import { newId } from '../../shared/ids'
import { enqueue } from './outbox'

export async function signHandover(draft: {
  lineId: number
  shiftDate: string
  shift: Shift
  items: HandoverItem[]
  notes: string | null
}): Promise<string> {
  const id = newId()
  await enqueue('handover.sign', { ...draft, id })
  return id
}

export const acknowledgeHandover = (id: string, note: string | null) => enqueue('handover.acknowledge', { id, note })
