// Sync handlers for machine.create / machine.update / machine.delete: the same services as /api/machines.
import { machineCreateArgs, machineDeleteArgs, machineUpdateArgs } from '../../shared/schemas/machines'
import { applying, type MutationHandlers } from '../sync-kit/mutation-types'
import { createMachine, deleteMachine, updateMachine } from './machines.service'

export const machineMutations: MutationHandlers = {
  'machine.create': applying(machineCreateArgs, (ctx, args) => createMachine(ctx, args)),
  'machine.update': applying(machineUpdateArgs, (ctx, { id, updates }) => updateMachine(ctx, id, updates)),
  // A machine already deleted elsewhere is not worth a "Not sent" entry.
  'machine.delete': applying(machineDeleteArgs, (ctx, { id }) => deleteMachine(ctx, id, { alreadyGoneOk: true })),
}
