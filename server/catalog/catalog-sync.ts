// Engineers (people tickets can be assigned to) and products as synced entities: small, read whole.
import { listAssignableUsers } from '../auth/users.repository'
import { afterKey, numericIds, type SyncSource } from '../sync-kit/sync-source'
import { toEngineer, toProduct } from './catalog-mapper'
import { listProducts, listProductsByIds } from './catalog.repository'

export const engineersSource: SyncSource<'engineers'> = {
  whole: true,
  page: async (t, after) => afterKey((await listAssignableUsers(t)).map(toEngineer), after),
  byIds: async (t, ids) => {
    const wanted = new Set(numericIds(ids))
    return (await listAssignableUsers(t)).filter((u) => wanted.has(u.id)).map(toEngineer)
  },
}

export const productsSource: SyncSource<'products'> = {
  whole: true,
  page: async (t, after) => afterKey((await listProducts(t)).map(toProduct), after),
  byIds: async (t, ids) => (await listProductsByIds(t, numericIds(ids))).map(toProduct),
}
