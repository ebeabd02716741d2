// Pulling (DESIGN.md §2): a first sync, or a reset, as a paged snapshot staged until its last page lands (so an
// interrupted one resumes), then what changed since the cursor, a page at a time, with the push outcomes the
// device has not seen yet and its outbox count for System Info.
import { countFrom, clientFor } from '../data/outbox'
import { getMeta, type LinesideDb } from '../data/db'
import type { StoredSession } from '../lib/session-store'
import { applyPull, applyStagedSnapshot, CURSOR_KEY, outcomesSeenKey, SNAPSHOT_KEY, stageSnapshotPage, type SnapshotProgress } from './apply-pull'
import { pullChanges, type FetchLike } from './sync-api'
import type { SyncStateStore } from './sync-state'

/** Meta key: the highest send id of this client the server has acknowledged. */
export const pushedKey = (clientId: string) => `pushedThrough:${clientId}`

export interface PullDeps {
  db: LinesideDb
  fetchFn: FetchLike
  state: SyncStateStore
  /** A full snapshot has landed: the engine stops asking for one. */
  snapshotDone: () => void
}

/** Pulls until the server has nothing more; `snapshot` starts over with a full snapshot. */
export async function pullAll(deps: PullDeps, session: StoredSession, snapshot: boolean): Promise<void> {
  const { clientId } = await clientFor(session.user.id, deps.db)
  const outcomesAfter = async () => (await getMeta<number>(outcomesSeenKey(clientId), deps.db)) ?? 0
  const pending = await countFrom(deps.db, clientId, ((await getMeta<number>(pushedKey(clientId), deps.db)) ?? 0) + 1)
  let progress = (await getMeta<SnapshotProgress>(SNAPSHOT_KEY, deps.db)) ?? null
  if (snapshot && progress) progress = null
  const cursor = snapshot ? null : ((await getMeta<number>(CURSOR_KEY, deps.db)) ?? null)
  if (cursor === null || progress) {
    // A first sync (or a reset) in pages, staged until the last one lands; it resumes where it stopped.
    for (;;) {
      const page = await pullChanges(deps.fetchFn, session.token, { clientId, cursor: null, outcomesAfter: await outcomesAfter(), page: progress?.next, pending })
      const at = new Date().toISOString()
      if (page.next) {
        progress = await stageSnapshotPage(deps.db, page, progress)
        deps.state.set({ firstSync: { pages: progress.pages, rows: progress.rows } })
        continue
      }
      if (progress) {
        progress = await stageSnapshotPage(deps.db, page, progress)
        await applyStagedSnapshot(deps.db, page, at, clientId)
      } else {
        await applyPull(deps.db, page, at, clientId)
      }
      deps.state.set({ firstSync: null, lastSyncAt: at })
      break
    }
    deps.snapshotDone()
    // A one-page snapshot is current; after several pages, catch up with what changed while they came.
    if (!progress) return
  }
  // Then what changed since, a page at a time, until the server has nothing more.
  for (;;) {
    const from = (await getMeta<number>(CURSOR_KEY, deps.db)) ?? 0
    const result = await pullChanges(deps.fetchFn, session.token, { clientId, cursor: from, outcomesAfter: await outcomesAfter(), pending })
    if (result.snapshot && result.next) {
      // The server no longer knows the cursor (a restored database): start a paged snapshot over.
      return pullAll(deps, session, true)
    }
    const at = new Date().toISOString()
    await applyPull(deps.db, result, at, clientId)
    deps.state.set({ lastSyncAt: at })
    const outcomesDone = (result.outcomesThrough ?? result.lastMutationId) >= result.lastMutationId
    if (!result.more && outcomesDone) break
  }
}
