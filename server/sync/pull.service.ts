// Pull: a full snapshot without a cursor, else what changed since it, with tombstones (DESIGN.md §2).
import type { PullResult, SyncDelete, SyncEntity, SyncRows } from '../../shared/schemas/sync'
import { listAssignableUsers } from '../auth/users.repository'
import { listProducts, listProductsByIds } from '../catalog/catalog.repository'
import { toEngineer, toProduct } from '../catalog/catalog-mapper'
import { changesSince, latestSeq } from '../changes/change-log.repository'
import type { AppDeps, Trx } from '../context'
import { listEquipment, listEquipmentByIds } from '../equipment/equipment.repository'
import { toEquipment } from '../equipment/equipment-mapper'
import { toLine } from '../lines/line-mapper'
import { listLines, listLinesByIds } from '../lines/lines.repository'
import { toMachine } from '../machines/machine-mapper'
import { scheduleLoader } from '../planning/schedule-sync'
import { listMachines, listMachinesByIds } from '../machines/machines.repository'
import { getAllTickets, getTicketsByIds } from '../tickets/ticket-mapper'
import { lastMutationId } from './sync.repository'

interface Loader<T> {
  all(trx: Trx): Promise<T[]>
  byIds(trx: Trx, ids: string[]): Promise<T[]>
}

const numbers = (ids: string[]) => ids.map(Number).filter(Number.isInteger)

const loaders: { [K in SyncEntity]: Loader<SyncRows[K][number]> } = {
  lines: { all: async (t) => (await listLines(t)).map(toLine), byIds: async (t, ids) => (await listLinesByIds(t, numbers(ids))).map(toLine) },
  tickets: { all: getAllTickets, byIds: getTicketsByIds },
  machines: { all: async (t) => (await listMachines(t)).map(toMachine), byIds: async (t, ids) => (await listMachinesByIds(t, ids)).map(toMachine) },
  equipment: {
    all: async (t) => (await listEquipment(t)).map(toEquipment),
    byIds: async (t, ids) => (await listEquipmentByIds(t, numbers(ids))).map(toEquipment),
  },
  engineers: {
    all: async (t) => (await listAssignableUsers(t)).map(toEngineer),
    byIds: async (t, ids) => {
      const wanted = new Set(numbers(ids))
      return (await listAssignableUsers(t)).filter((u) => wanted.has(u.id)).map(toEngineer)
    },
  },
  products: {
    all: async (t) => (await listProducts(t)).map(toProduct),
    byIds: async (t, ids) => (await listProductsByIds(t, numbers(ids))).map(toProduct),
  },
  schedule: scheduleLoader,
}

const ENTITIES = Object.keys(loaders) as SyncEntity[]

export async function pull(deps: AppDeps, cursor: number | undefined, clientId: string | undefined): Promise<PullResult<SyncRows>> {
  return deps.db.transaction().execute(async (trx) => {
    const newCursor = await latestSeq(trx)
    const lastId = clientId ? await lastMutationId(trx, clientId) : 0
    if (cursor === undefined || cursor > newCursor) {
      const changes = await loadAll(trx)
      return { cursor: newCursor, snapshot: true, lastMutationId: lastId, changes, deletes: [] }
    }
    const changed = await changesSince(trx, cursor)
    const upserts = new Map<SyncEntity, string[]>()
    const deletes: SyncDelete[] = []
    for (const c of changed) {
      const entity = c.entity as SyncEntity
      if (!ENTITIES.includes(entity)) continue
      if (c.op === 'delete') deletes.push({ entity, id: c.entity_id })
      else upserts.set(entity, [...(upserts.get(entity) ?? []), c.entity_id])
    }
    const changes = await loadSome(trx, upserts)
    // A row that no longer loads (archived ticket, engineer who lost the role) is a delete for the client.
    for (const [entity, ids] of upserts) {
      const found = new Set((changes[entity] as { id: string | number }[]).map((r) => String(r.id)))
      for (const id of ids) if (!found.has(id)) deletes.push({ entity, id })
    }
    return { cursor: newCursor, snapshot: false, lastMutationId: lastId, changes, deletes }
  })
}

async function loadAll(trx: Trx): Promise<SyncRows> {
  return {
    lines: await loaders.lines.all(trx),
    tickets: await loaders.tickets.all(trx),
    machines: await loaders.machines.all(trx),
    equipment: await loaders.equipment.all(trx),
    engineers: await loaders.engineers.all(trx),
    products: await loaders.products.all(trx),
    schedule: await loaders.schedule.all(trx),
  }
}

async function loadSome(trx: Trx, ids: Map<SyncEntity, string[]>): Promise<SyncRows> {
  const load = async <K extends SyncEntity>(k: K) => (ids.has(k) ? loaders[k].byIds(trx, ids.get(k)!) : []) as Promise<SyncRows[K]>
  return {
    lines: await load('lines'),
    tickets: await load('tickets'),
    machines: await load('machines'),
    equipment: await load('equipment'),
    engineers: await load('engineers'),
    products: await load('products'),
    schedule: await load('schedule'),
  }
}
