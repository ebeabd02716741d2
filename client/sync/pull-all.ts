// Pulling (DESIGN.md §2): a first sync, or a reset, as a paged snapshot (an interrupted one resumes): written
// page by page on a fresh device, staged until its last page lands over a cache that holds rows; then what
// changed since the cursor, a page at a time, with the push outcomes the device has not heard yet and its outbox
// count for System Info.
import { getMeta, setMeta, type LinesideDb } from '../data/db'
import type { StoredSession } from '../lib/session-store'
import {
  applyPull,
  applyStagedSnapshot,
  cacheIsEmpty,
  finishDirectSnapshot,
  outcomesSeenKey,
  REPAIR_KEY,
  stageSnapshotPage,
  writeSnapshotPage,
} from './apply-pull'
import { pullChanges, type FetchLike } from './sync-api'
import { readPositionOf, type SyncPosition } from './sync-position'
import type { SyncStateStore } from './sync-state'
import { traceMark } from './sync-trace'

export interface PullDeps {
  db: LinesideDb
  fetchFn: FetchLike
  state: SyncStateStore
}

/** What the device holds after a pull: the change sequence it is current to, and when. */
export interface Pulled {
  cursor: number
  at: string
  /** The last send id whose verdict is recorded, when the pull knows it without reading (a pull of changes). */
  outcomesAfter?: number
}

/** Where this device stands, when the caller has not just read it. */
function position(db: LinesideDb, session: StoredSession): Promise<SyncPosition> {
  return readPositionOf(db, session.user.id, () => 0)
}

/**
 * Pulls until the server has nothing more. `here`: where the device stands, read just before (after a push).
 * A full snapshot is pulled when the cache needs a repair (REPAIR_KEY, read with the position: a verdict recorded
 * just before counts) or the server lost the cursor.
 */
export async function pullAll(deps: PullDeps, session: StoredSession, here?: SyncPosition): Promise<Pulled> {
  const { db, fetchFn, state } = deps
  here ??= await position(db, session)
  const { clientId, pending } = here
  const outcomesAfter = async () => (await getMeta<number>(outcomesSeenKey(clientId), db)) ?? 0
  const forced = here.repair
  // A snapshot under way already brings the server's rows: a repair resumes it rather than starting over.
  let progress = here.progress
  const cursor = forced ? null : here.cursor
  let pulled: Pulled | null = null
  if (cursor === null || progress) {
    // A first sync (or a reset) in pages; it resumes where it stopped. On a fresh device each page goes straight
    // into the tables (the board draws as soon as the lines are in: they come first); over a cache that holds rows
    // the pages are staged until the last one lands. The next page is fetched while this one is written.
    const direct = progress ? progress.direct === true : await cacheIsEmpty(db)
    const fetchPage = async (token: string | undefined) =>
      pullChanges(fetchFn, session.token, {
        clientId,
        cursor: null,
        outcomesAfter: await outcomesAfter(),
        page: token,
        pending,
      })
    let ahead: ReturnType<typeof fetchPage> | null = null
    for (;;) {
      const page = await (ahead ?? fetchPage(progress?.next))
      ahead = null
      const at = new Date().toISOString()
      if (page.next) {
        ahead = fetchPage(page.next)
        // Awaited on the next turn; if this page's write fails first, its failure is the one reported.
        ahead.catch(() => undefined)
        progress = direct ? await writeSnapshotPage(db, page, progress) : await stageSnapshotPage(db, page, progress)
        state.set({ firstSync: { pages: progress.pages, rows: progress.rows } })
        continue
      }
      if (progress && direct) {
        progress = await writeSnapshotPage(db, page, progress)
        await finishDirectSnapshot(db, page, at, clientId)
      } else if (progress) {
        progress = await stageSnapshotPage(db, page, progress)
        await applyStagedSnapshot(db, page, at, clientId)
      } else {
        await applyPull(db, page, at, clientId)
      }
      state.set({ firstSync: null, lastSyncAt: at })
      pulled = { cursor: page.cursor, at }
      break
    }
    // A one-page snapshot is current; after several pages, catch up with what changed while they came.
    if (!progress) return pulled
  }
  // Then what changed since, a page at a time, until the server has nothing more.
  let from = pulled?.cursor ?? cursor ?? 0
  let after = pulled ? await outcomesAfter() : here.outcomesAfter
  for (;;) {
    traceMark('pull.sent')
    const result = await pullChanges(fetchFn, session.token, { clientId, cursor: from, outcomesAfter: after, pending })
    traceMark('pull.answered')
    if (result.snapshot && result.next) {
      // The server no longer knows the cursor (a restored database): start a paged snapshot over.
      await setMeta(REPAIR_KEY, true, db)
      return pullAll(deps, session)
    }
    const at = new Date().toISOString()
    const repair = await applyPull(db, result, at, clientId)
    traceMark('pull.applied')
    // A verdict heard in this answer (its push answer was lost) left a local effect: a snapshot puts it right.
    if (repair) return pullAll(deps, session)
    // What applyPull recorded as heard (recordVerdicts): the further of what was asked after and the answer's.
    const heard = Math.max(after, result.outcomesThrough ?? result.lastMutationId)
    pulled = { cursor: result.cursor, at, outcomesAfter: heard }
    const outcomesDone = (result.outcomesThrough ?? result.lastMutationId) >= result.lastMutationId
    if (!result.more && outcomesDone) return pulled
    // A long catch-up shows its progress page by page.
    state.set({ lastSyncAt: at })
    from = result.cursor
    after = await outcomesAfter()
  }
}
