// Writes of the stop-reason and OEE area: each queues an outbox mutation (server: server/oee/oee.mutations.ts)
// and shows its effect at once (oee-effects.ts), online or not.
import { newId } from '../../shared/ids'
import { enqueue } from './outbox'

/** The operator's reason for the stop that began at `stopStartedAt` (the line's statusSince as the device knows it). */
export const explainStop = (lineId: number, stopStartedAt: string, reasonId: number) =>
  enqueue('stop.explain', { id: newId(), lineId, at: stopStartedAt, reasonId })

/** A supervisor's parts of one stop: each from its time to the next part's (the first from the stop's start). */
export const splitStop = (lineId: number, stopStartedAt: string, parts: { from: string; reasonId: number }[]) =>
  enqueue('stop.split', { lineId, at: stopStartedAt, parts: parts.map((p) => ({ id: newId(), ...p })) })

/** Good and rejected units typed in on the tablet (for the past hour or the shift so far). */
export const recordCount = (lineId: number, good: number, rejected: number, productId: number | null) =>
  enqueue('count.record', { id: newId(), lineId, at: new Date().toISOString(), good, rejected, productId })
