// Machines on production lines: all SQL for them lives here.
import type { Db } from '../db/connection'
import type { Trx } from '../context'
import type { MachineUpdate, NewMachineRow } from '../db/database'

/** Machines by line, then name (then id), `limit` of them after the key `after` (decision 177). */
export function listMachines(
  db: Db | Trx,
  page: { limit: number; after: readonly [lineId: number, name: string, id: string] | null },
) {
  let q = db.selectFrom('machines').selectAll().orderBy('line_id').orderBy('name').orderBy('id').limit(page.limit)
  const after = page.after
  if (after) {
    const [lineId, name, id] = after
    q = q.where((eb) =>
      eb.or([
        eb('line_id', '>', lineId),
        eb.and([
          eb('line_id', '=', lineId),
          eb.or([eb('name', '>', name), eb.and([eb('name', '=', name), eb('id', '>', id)])]),
        ]),
      ]),
    )
  }
  return q.execute()
}

export function listMachinesByIds(db: Db | Trx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db.selectFrom('machines').selectAll().where('id', 'in', ids).execute()
}

/** One line's machines by name (then id), `limit` of them after the key `after`. */
export function listMachinesByLine(
  db: Db | Trx,
  lineId: number,
  page: { limit: number; after: readonly [name: string, id: string] | null },
) {
  let q = db
    .selectFrom('machines')
    .selectAll()
    .where('line_id', '=', lineId)
    .orderBy('name')
    .orderBy('id')
    .limit(page.limit)
  const after = page.after
  if (after)
    q = q.where((eb) =>
      eb.or([eb('name', '>', after[0]), eb.and([eb('name', '=', after[0]), eb('id', '>', after[1])])]),
    )
  return q.execute()
}

export function findMachineByCode(db: Db | Trx, code: string) {
  return db.selectFrom('machines').selectAll().where('code', '=', code).executeTakeFirst()
}

export function findMachine(db: Db | Trx, id: string) {
  return db.selectFrom('machines').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertMachine(db: Db | Trx, row: NewMachineRow): Promise<void> {
  await db.insertInto('machines').values(row).execute()
}

/** Many rows per statement (an import), kept under SQLite's bound-parameter cap. */
export async function insertMachines(db: Db | Trx, rows: NewMachineRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK)
    await db
      .insertInto('machines')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute()
}
const INSERT_CHUNK = 200

export async function updateMachine(db: Db | Trx, id: string, values: MachineUpdate): Promise<void> {
  await db.updateTable('machines').set(values).where('id', '=', id).execute()
}

export async function deleteMachine(db: Db | Trx, id: string): Promise<void> {
  await db.deleteFrom('machines').where('id', '=', id).execute()
}

/** SQLite caps bound parameters per statement; a 5 MB import can carry tens of thousands of codes. */
const CODE_CHUNK = 500

/** Codes among the given that already exist (import duplicates). */
export async function existingCodes(db: Db | Trx, codes: string[]): Promise<Set<string>> {
  const found = new Set<string>()
  for (let i = 0; i < codes.length; i += CODE_CHUNK) {
    const chunk = codes.slice(i, i + CODE_CHUNK)
    const rows = await db.selectFrom('machines').select('code').where('code', 'in', chunk).execute()
    for (const r of rows) if (r.code !== null) found.add(r.code)
  }
  return found
}
