// The shape of a sync mutation handler: it calls the same service as the mutation's REST twin.
import type { z } from 'zod'
import type { MutationArgs } from '../../shared/schemas/mutation-args'
import type { MutationName } from '../../shared/schemas/sync'
import type { CommandContext } from '../context'
import { parseOrThrow } from '../http/errors'

export interface MutationMeta {
  /** Device time of the action, clamped by push: not before its session (or the client's first push), at most 7 days old, never after now. */
  at: string
  clientId: string
  mutationId: number
}

export type MutationApplied = { status: 'applied' } | { status: 'superseded'; reason: string }

/** A handler; `Args` (type only) is what its schema accepts, checked against the shared contract. */
export type MutationHandler<Args = unknown> = ((
  ctx: CommandContext,
  args: unknown,
  meta: MutationMeta,
) => Promise<MutationApplied>) & { readonly argsType?: Args }

/** An area's handlers: a contract name must parse what the client sends under it (shared MutationArgs). */
export type MutationHandlers = { [N in MutationName]?: MutationHandler<MutationArgs[N]> } & Record<
  string,
  MutationHandler
>

/**
 * The usual handler: parse the args with the mutation's zod schema (a 400 becomes a rejection with the
 * field named), call the service, report applied.
 */
export function applying<S extends z.ZodType>(
  schema: S,
  apply: (ctx: CommandContext, args: z.output<S>, meta: MutationMeta) => Promise<unknown>,
): MutationHandler<z.input<S>> {
  return async (ctx, raw, meta) => {
    await apply(ctx, parseOrThrow(schema, raw), meta)
    return { status: 'applied' }
  }
}
