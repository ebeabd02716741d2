// The Quality department's hygiene cards (issue 29 §7): a line starts waiting for clearance, a clearance fails.
// Written to the same durable outbox as the ticket cards, in the caller's transaction; the worker posts them.
import type { CommandContext } from '../context'
import { enqueueClearancePush } from '../push/push.service'
import { envelope } from './adaptive-card'
import { enabledDepartments, insertOutboxRows } from './teams.repository'

export const QUALITY_DEPARTMENT = 'quality'

export type HygieneCardEvent =
  | { kind: 'held'; lineId: number; cause: string; at: string; by: string }
  | {
      kind: 'failed'
      lineId: number
      at: string
      by: string
      failedItems: string[]
      correctiveAction: string | null
    }

/** The outbox payload of a hygiene card: told apart from a ticket card by `hygiene`. */
export interface HygieneCardPayload {
  hygiene: HygieneCardEvent & { lineName: string }
}

export function isHygienePayload(payload: unknown): payload is HygieneCardPayload {
  return typeof payload === 'object' && payload !== null && 'hygiene' in payload
}

const CAUSE_TEXT: Record<string, string> = {
  maintenance_ended: 'maintenance on the line ended',
  ticket_closed: 'an engineering ticket on the line was closed',
  pm_completed: 'a planned maintenance work order on the line was completed',
  allergen_changeover: 'an allergen changeover (the allergen swab is needed)',
}

/** One outbox row when the Quality webhook is switched on; nothing (one small query) otherwise. */
export async function enqueueQualityNotification(
  ctx: CommandContext,
  event: HygieneCardEvent & { lineName?: string },
): Promise<void> {
  const lineName = event.lineName ?? `Line ${event.lineId}`
  // QA phones hear of a line waiting for clearance too (issue 34).
  if (event.kind === 'held') await enqueueClearancePush(ctx, event.lineId, lineName)
  const enabled = await enabledDepartments(ctx.trx)
  if (!enabled.some((d) => d.department === QUALITY_DEPARTMENT)) return
  const payload: HygieneCardPayload = { hygiene: Object.assign({}, event, { lineName }) }
  await insertOutboxRows(ctx.trx, [
    {
      department: QUALITY_DEPARTMENT,
      event: event.kind === 'held' ? 'hygiene_held' : 'hygiene_failed',
      ticket_id: null,
      payload: JSON.stringify(payload),
      status: 'pending',
      attempts: 0,
      next_attempt_at: ctx.now,
      created_at: ctx.now,
    },
  ])
}

/** The Adaptive Card; `link` opens the hygiene screen when PUBLIC_URL is set. */
export function hygieneCardMessage(payload: HygieneCardPayload, publicUrl: string | null | undefined): string {
  const e = payload.hygiene
  const held = e.kind === 'held'
  const facts = [
    { title: 'Line', value: e.lineName },
    ...(held ? [{ title: 'Why', value: CAUSE_TEXT[e.cause] ?? e.cause }] : []),
    ...(!held && e.failedItems.length ? [{ title: 'Failed', value: e.failedItems.join(', ').slice(0, 1000) }] : []),
    ...(!held && e.correctiveAction ? [{ title: 'Corrective action', value: e.correctiveAction.slice(0, 2000) }] : []),
    { title: 'By', value: e.by },
    { title: 'At', value: e.at },
  ]
  const body = [
    {
      type: 'TextBlock',
      size: 'Medium',
      weight: 'Bolder',
      text: held ? `${e.lineName} is awaiting hygiene clearance` : `Hygiene clearance failed: ${e.lineName} stays held`,
      color: held ? 'Warning' : 'Attention',
      wrap: true,
    },
    { type: 'FactSet', facts },
    {
      type: 'TextBlock',
      text: 'A quality (QA) user or an admin must clear the line before it can run.',
      wrap: true,
    },
  ]
  const link = publicUrl ? `${publicUrl}/hygiene?line=${e.lineId}` : null
  return JSON.stringify(
    envelope({
      $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
      type: 'AdaptiveCard',
      version: '1.4',
      body,
      actions: link ? [{ type: 'Action.OpenUrl', title: 'Open hygiene clearance', url: link }] : [],
    }),
  )
}
