// Machines as a synced entity: keyset pages by id.
import type { SyncSource } from '../sync-kit/sync-source'
import { toMachine } from './machine-mapper'
import { listMachinesByIds } from './machines.repository'

export const machinesSource: SyncSource<'machines'> = {
  page: async (t, after, limit) => {
    let q = t.selectFrom('machines').selectAll()
    if (after !== null) q = q.where('id', '>', String(after))
    return (await q.orderBy('id').limit(limit).execute()).map(toMachine)
  },
  byIds: async (t, ids) => (await listMachinesByIds(t, ids)).map(toMachine),
}
