// The arguments of every outbox mutation, taken from the zod schemas the server parses them with. Type-only:
// no zod reaches the client's bundle. A name in MUTATION_NAMES without an entry here fails the typecheck, and
// so does a server handler whose schema disagrees with its entry (server/sync-kit/mutation-types.ts).
import type { z } from 'zod'
import type { equipmentSetStatusArgs } from './equipment'
import type { lineSetStatusArgs } from './lines'
import type { machineCreateArgs, machineDeleteArgs, machineUpdateArgs } from './machines'
import type { scheduleSaveArgs } from './planning'
import type { clearanceArgs } from '../hygiene/schemas'
import type { handoverAckArgs, handoverSignInput } from '../handover/schemas'
import type {
  pmCorrectionArgs,
  pmPlanCreateArgs,
  pmPlanStatusArgs,
  pmPlanUpdateArgs,
  pmReadingArgs,
  pmRescheduleArgs,
  pmSignOffArgs,
  pmSkipArgs,
  pmTemporaryRepairInput,
} from './pm'
import type { MutationName } from './sync'
import type { explainStopArgs, splitStopArgs, tabletCountArgs } from '../oee/oee-schemas'
import type {
  ticketAddNoteArgs,
  ticketAssignArgs,
  ticketCloseArgs,
  ticketCreateArgs,
  ticketQuickCreateArgs,
  ticketRef,
  ticketRejectArgs,
} from './tickets'

/**
 * What a client sends: the keys the schema accepts (optional where it has a default), each with the type the
 * server reads (an id the schema would coerce from text is sent as a number).
 */
type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]: K extends keyof z.output<S>
    ? object extends Pick<z.input<S>, K>
      ? z.output<S>[K] | undefined
      : z.output<S>[K]
    : never
}

interface MutationSchemas {
  'ticket.create': typeof ticketCreateArgs
  'ticket.quickCreate': typeof ticketQuickCreateArgs
  'ticket.addNote': typeof ticketAddNoteArgs
  'ticket.assign': typeof ticketAssignArgs
  'ticket.accept': typeof ticketRef
  'ticket.reject': typeof ticketRejectArgs
  'ticket.start': typeof ticketRef
  'ticket.close': typeof ticketCloseArgs
  'line.setStatus': typeof lineSetStatusArgs
  'machine.create': typeof machineCreateArgs
  'machine.update': typeof machineUpdateArgs
  'machine.delete': typeof machineDeleteArgs
  'equipment.setStatus': typeof equipmentSetStatusArgs
  'schedule.saveEntries': typeof scheduleSaveArgs
  'hygiene.clear': typeof clearanceArgs
  'pm.createPlan': typeof pmPlanCreateArgs
  'pm.updatePlan': typeof pmPlanUpdateArgs
  'pm.setPlanStatus': typeof pmPlanStatusArgs
  'pm.signOff': typeof pmSignOffArgs
  'pm.correct': typeof pmCorrectionArgs
  'pm.skip': typeof pmSkipArgs
  'pm.reschedule': typeof pmRescheduleArgs
  'pm.temporaryRepair': typeof pmTemporaryRepairInput
  'pm.recordReading': typeof pmReadingArgs
  'stop.explain': typeof explainStopArgs
  'stop.split': typeof splitStopArgs
  'count.record': typeof tabletCountArgs
  'handover.sign': typeof handoverSignInput
  'handover.acknowledge': typeof handoverAckArgs
}

type EveryName<T extends Record<MutationName, z.ZodType>> = T
type Schemas = EveryName<MutationSchemas>

/** What `enqueue(name, args)` takes: what the server's handler of `name` accepts. */
export type MutationArgs = { [N in MutationName]: z.input<Schemas[N]> }
/** What a local effect reads from a queued entry of `name`. */
export type MutationArgsRead = { [N in MutationName]: Sent<Schemas[N]> }
