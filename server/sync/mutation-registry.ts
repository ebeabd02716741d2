// Every mutation the outbox may carry, by name. Each area owns its handlers.
import { lineMutations } from '../lines/lines.mutations'
import type { MutationHandler } from './mutation-types'

const handlers: Record<string, MutationHandler> = {
  ...lineMutations,
}

export function mutationHandler(name: string): MutationHandler | undefined {
  return Object.hasOwn(handlers, name) ? handlers[name] : undefined
}

export function registeredMutationNames(): string[] {
  return Object.keys(handlers)
}
