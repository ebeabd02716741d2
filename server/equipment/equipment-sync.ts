// IT equipment as a synced entity: keyset pages by id.
import { numericIds, type SyncSource } from '../sync-kit/sync-source'
import { toEquipment } from './equipment-mapper'
import { listEquipmentByIds } from './equipment.repository'

export const equipmentSource: SyncSource<'equipment'> = {
  page: async (t, after, limit) => {
    let q = t.selectFrom('equipment').selectAll()
    if (after !== null) q = q.where('id', '>', Number(after))
    return (await q.orderBy('id').limit(limit).execute()).map(toEquipment)
  },
  byIds: async (t, ids) => (await listEquipmentByIds(t, numericIds(ids))).map(toEquipment),
}
