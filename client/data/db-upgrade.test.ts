// Installed databases of every earlier version open under today's declaration (only versions 3 and 7 declared,
// docs/decisions/252): their rows are kept, the tables and indexes they lack are added, version 3's upgrade still
// runs on a database older than it, and the result has the same schema as a fresh install.
import Dexie from 'dexie'
import { afterEach, describe, expect, it } from 'vitest'
import { LinesideDb } from './db'

/** The declaration as it stood before decision 252: every version one by one, up to `upTo`. */
class LegacyDb extends Dexie {
  constructor(name: string, upTo: number) {
    super(name)
    this.version(1).stores({
      lines: 'id, status, unitCode',
      tickets: 'id, status, assignedTo, lineId, createdAt, ticketType',
      machines: 'id, lineId, status, code',
      equipment: 'id, department, unitCode',
      engineers: 'id',
      products: 'id, sku',
      outbox: 'mutationId, userId',
      rejected: 'mutationId',
      superseded: 'mutationId',
      meta: 'key',
    })
    if (upTo >= 2) this.version(2).stores({ photos: '[ticketId+hash], ticketId' })
    if (upTo >= 3)
      this.version(3).stores({
        outbox: 'mutationId, userId, [clientId+sendId]',
        staged: '[entity+key]',
        schedule: 'id, scheduledDate, lineId',
      })
    if (upTo >= 4)
      this.version(4).stores({
        pmPlans: 'id, status, lineId, machineId',
        pmWorkOrders: 'id, status, lineId, dueAt, planId',
        pmDrafts: 'workOrderId',
      })
    if (upTo >= 5) this.version(5).stores({ hygieneHolds: 'id, lineId' })
    if (upTo >= 6) this.version(6).stores({ stopReasons: 'id', stopParts: 'id, lineId, fromAt' })
    if (upTo >= 7) this.version(7).stores({ handovers: 'id, lineId, shiftDate', ticketEscalations: 'id, ticketId' })
  }
}

/** Every table with its primary key and indexes, as the browser's database holds them. */
async function installedSchema(name: string): Promise<Record<string, string>> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
  const out: Record<string, string> = {}
  const names = [...idb.objectStoreNames]
  const tx = idb.transaction(names, 'readonly')
  for (const storeName of names) {
    const store = tx.objectStore(storeName)
    const indexes = [...store.indexNames].map((i) => `${i}=${JSON.stringify(store.index(i).keyPath)}`).sort()
    out[storeName] = [JSON.stringify(store.keyPath), ...indexes].join(' ')
  }
  idb.close()
  return out
}

const opened: Dexie[] = []
afterEach(async () => {
  for (const db of opened.splice(0)) {
    db.close()
    await Dexie.delete(db.name)
  }
})

const outboxEntry = (mutationId: number, userId: number) => ({
  mutationId,
  userId,
  userName: `user ${userId}`,
  name: 'ticket.note',
  args: { id: `t${mutationId}` },
  createdAt: '2026-11-01T08:00:00.000Z',
  authToken: `token-${userId}`,
})

describe('the database of an earlier version', () => {
  it('a fresh install has every table of the current declaration', async () => {
    const db = new LinesideDb(`fresh-${crypto.randomUUID()}`)
    opened.push(db)
    await db.open()
    expect(db.verno).toBe(7)
    expect(Object.keys(await installedSchema(db.name)).sort()).toEqual(db.tables.map((t) => t.name).sort())
  })

  for (const version of [1, 2, 3, 4, 5, 6, 7]) {
    it(`version ${version}: opens with its rows kept and the schema of a fresh install`, async () => {
      const name = `legacy-${version}-${crypto.randomUUID()}`
      const legacy = new LegacyDb(name, version)
      await legacy.open()
      await legacy.table('lines').put({ id: 2, name: 'Line 2', status: 'running', unitCode: 'U1' })
      await legacy.table('meta').put({ key: 'cursor', value: 41 })
      if (version >= 5) await legacy.table('hygieneHolds').put({ id: 'h1', lineId: 2 })
      legacy.close()

      const db = new LinesideDb(name)
      opened.push(db)
      await db.open()
      expect(db.verno).toBe(7)
      expect(await db.lines.get(2)).toMatchObject({ name: 'Line 2', status: 'running' })
      expect(await db.meta.get('cursor')).toEqual({ key: 'cursor', value: 41 })
      if (version >= 5) expect(await db.hygieneHolds.where('lineId').equals(2).count()).toBe(1)
      // Every index is usable: the board's and the tablet's reads by index, the outbox's by client.
      expect(await db.lines.where('status').equals('running').count()).toBe(1)
      expect(await db.handovers.where('lineId').equals(2).count()).toBe(0)
      expect(await db.outbox.where('[clientId+sendId]').between(['', 0], ['\uffff', Infinity]).count()).toBe(0)

      const fresh = new LinesideDb(`fresh-${crypto.randomUUID()}`)
      opened.push(fresh)
      await fresh.open()
      db.close()
      fresh.close()
      expect(await installedSchema(name)).toEqual(await installedSchema(fresh.name))
    })
  }

  it("version 2's outbox gets a client id and gap-free send ids per user (version 3's upgrade)", async () => {
    const name = `legacy-outbox-${crypto.randomUUID()}`
    const legacy = new LegacyDb(name, 2)
    await legacy.open()
    await legacy.table('meta').put({ key: 'clientId', value: 'device-client' })
    // User 7 queued first (the device's old client id is theirs), then user 9, then 7 again.
    await legacy.table('outbox').bulkPut([outboxEntry(1, 7), outboxEntry(2, 9), outboxEntry(3, 7), outboxEntry(4, 9)])
    legacy.close()

    const db = new LinesideDb(name)
    opened.push(db)
    await db.open()
    const entries = await db.outbox.orderBy('mutationId').toArray()
    expect(entries.map((e) => [e.mutationId, e.userId, e.sendId])).toEqual([
      [1, 7, 1],
      [2, 9, 1],
      [3, 7, 3],
      [4, 9, 2],
    ])
    expect(entries.filter((e) => e.userId === 7).every((e) => e.clientId === 'device-client')).toBe(true)
    const other = entries.find((e) => e.userId === 9)!.clientId
    expect(other).not.toBe('device-client')
    expect(entries.filter((e) => e.userId === 9).every((e) => e.clientId === other)).toBe(true)
    expect((await db.meta.get('client:7'))?.value).toEqual({ clientId: 'device-client', next: 4 })
    expect((await db.meta.get('client:9'))?.value).toEqual({ clientId: other, next: 3 })
    expect(await db.outbox.where('[clientId+sendId]').equals([other, 2]).first()).toMatchObject({ mutationId: 4 })
  })

  it('a version 3 database is not upgraded again (its send ids stay)', async () => {
    const name = `legacy-3-${crypto.randomUUID()}`
    const legacy = new LegacyDb(name, 3)
    await legacy.open()
    await legacy.table('outbox').put({ ...outboxEntry(5, 7), clientId: 'c-7', sendId: 12 })
    legacy.close()

    const db = new LinesideDb(name)
    opened.push(db)
    await db.open()
    expect(await db.outbox.get(5)).toMatchObject({ clientId: 'c-7', sendId: 12 })
    expect(await db.meta.get('client:7')).toBeUndefined()
  })
})
