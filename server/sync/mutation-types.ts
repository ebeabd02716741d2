// The shape of a sync mutation handler: it calls the same service as the mutation's REST twin.
import type { CommandContext } from '../context'

export interface MutationMeta {
  /** Device time of the action, clamped to the session's life and to now. */
  at: string
  clientId: string
  mutationId: number
}

export type MutationApplied = { status: 'applied' } | { status: 'superseded'; reason: string }

export type MutationHandler = (ctx: CommandContext, args: unknown, meta: MutationMeta) => Promise<MutationApplied>

export type MutationHandlers = Record<string, MutationHandler>
