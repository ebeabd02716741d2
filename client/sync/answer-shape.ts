// The sync answers are checked before they touch the cache: a wrong shape (a half-deployed server, a proxy's error
// page with status 200) must not write rows without keys or under the wrong key type. Hand-written, not zod: this
// runs in the first bundle. Entities this client does not know (a newer server) are left out, not applied.
import type { PullResult, PushResult, StoredOutcome, SyncDelete } from '../../shared/schemas/sync'
import {
  SYNC_ENTITIES,
  SYNC_ENTITY_KEYS,
  emptySyncRows,
  type SyncEntity,
  type SyncRows,
} from '../../shared/sync-entities'

/** The answer did not have the shape of the protocol; nothing of it was applied. */
export class AnswerShapeError extends Error {
  constructor(what: string) {
    super(`The server's answer was not understood: ${what}`)
  }
}

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0
const known = (entity: unknown): entity is SyncEntity => SYNC_ENTITIES.includes(entity as SyncEntity)
const OUTCOME_STATUSES = new Set(['superseded', 'rejected'])
const PUSH_STATUSES = new Set(['applied', 'superseded', 'rejected', 'duplicate'])

function need(ok: boolean, what: string): asserts ok {
  if (!ok) throw new AnswerShapeError(what)
}

function keyOk(entity: SyncEntity, id: unknown): boolean {
  return SYNC_ENTITY_KEYS[entity] === 'number'
    ? Number.isSafeInteger(id)
    : typeof id === 'string' && id.length > 0 && id.length <= 200
}

export function checkPullResult(value: unknown): PullResult<SyncRows> {
  need(isObj(value), 'not an object')
  need(isCount(value.cursor), 'cursor')
  need(typeof value.snapshot === 'boolean', 'snapshot')
  need(isCount(value.lastMutationId), 'lastMutationId')
  need(isObj(value.changes), 'changes')
  need(Array.isArray(value.deletes), 'deletes')
  need(value.next === undefined || value.next === null || typeof value.next === 'string', 'next')
  need(value.more === undefined || typeof value.more === 'boolean', 'more')
  need(value.outcomesThrough === undefined || isCount(value.outcomesThrough), 'outcomesThrough')
  need(value.outcomes === undefined || Array.isArray(value.outcomes), 'outcomes')

  const changes = emptySyncRows()
  for (const [entity, rows] of Object.entries(value.changes)) {
    if (!known(entity)) continue
    need(Array.isArray(rows), `changes.${entity}`)
    for (const row of rows) need(isObj(row) && keyOk(entity, row.id), `changes.${entity}: a row without a valid id`)
    ;(changes[entity] as unknown[]) = rows
  }
  const deletes: SyncDelete[] = []
  for (const d of value.deletes as unknown[]) {
    need(isObj(d) && typeof d.id === 'string' && typeof d.entity === 'string', 'deletes: entity and id')
    if (known(d.entity)) deletes.push({ entity: d.entity, id: d.id as string })
  }
  const outcomes = (value.outcomes as unknown[] | undefined)?.map((o): StoredOutcome => {
    need(isObj(o) && isCount(o.mutationId) && OUTCOME_STATUSES.has(o.status as string), 'outcomes: id and status')
    return o as unknown as StoredOutcome
  })
  return Object.assign({}, value as unknown as PullResult<SyncRows>, { changes, deletes }, outcomes ? { outcomes } : {})
}

export function checkPushResult(value: unknown): PushResult {
  need(isObj(value), 'not an object')
  need(isCount(value.lastMutationId), 'lastMutationId')
  need(Array.isArray(value.results), 'results')
  for (const r of value.results as unknown[])
    need(isObj(r) && isCount(r.mutationId) && PUSH_STATUSES.has(r.status as string), 'results: id and status')
  return value as unknown as PushResult
}
