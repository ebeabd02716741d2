// Every mutation the outbox may carry, by name. Each area owns its handlers.
import { equipmentMutations } from '../equipment/equipment.mutations'
import { handoverMutations } from '../handover/handover.mutations'
import { hygieneMutations } from '../hygiene/hygiene.mutations'
import { lineMutations } from '../lines/lines.mutations'
import { ticketMutations } from '../tickets/tickets.mutations'
import { machineMutations } from '../machines/machines.mutations'
import { scheduleMutations } from '../planning/schedule.mutations'
import { oeeMutations } from '../oee/oee.mutations'
import { pmMutations } from '../pm/pm.mutations'
import type { MutationHandler } from '../sync-kit/mutation-types'

const handlers: Record<string, MutationHandler> = Object.assign(
  {},
  lineMutations,
  ticketMutations,
  machineMutations,
  equipmentMutations,
  scheduleMutations,
  hygieneMutations,
  oeeMutations,
  pmMutations,
  handoverMutations,
)

export function mutationHandler(name: string): MutationHandler | undefined {
  return Object.hasOwn(handlers, name) ? handlers[name] : undefined
}

export function registeredMutationNames(): string[] {
  return Object.keys(handlers)
}
