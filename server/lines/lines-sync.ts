// Lines as a synced entity: small master data, read whole.
import { afterKey, numericIds, type SyncSource } from '../sync-kit/sync-source'
import { toLine } from './line-mapper'
import { listLines, listLinesByIds } from './lines.repository'

export const linesSource: SyncSource<'lines'> = {
  whole: true,
  page: async (t, after) => afterKey((await listLines(t)).map(toLine), after),
  byIds: async (t, ids) => (await listLinesByIds(t, numericIds(ids))).map(toLine),
}
