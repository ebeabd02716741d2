// Sync handlers for machine.create / machine.update / machine.delete: the same services as /api/machines.
import { machineCreateArgs, machineDeleteArgs, machineUpdateArgs } from '../../shared/schemas/machines'
import { parseOrThrow } from '../http/errors'
import type { MutationHandlers } from '../sync/mutation-types'
import { createMachine, deleteMachine, updateMachine } from './machines.service'

export const machineMutations: MutationHandlers = {
  'machine.create': async (ctx, rawArgs) => {
    await createMachine(ctx, parseOrThrow(machineCreateArgs, rawArgs))
    return { status: 'applied' }
  },
  'machine.update': async (ctx, rawArgs) => {
    const { id, updates } = parseOrThrow(machineUpdateArgs, rawArgs)
    await updateMachine(ctx, id, updates)
    return { status: 'applied' }
  },
  'machine.delete': async (ctx, rawArgs) => {
    const { id } = parseOrThrow(machineDeleteArgs, rawArgs)
    await deleteMachine(ctx, id, { alreadyGoneOk: true })
    return { status: 'applied' }
  },
}
