// The app's one sync engine, started once the first screen has painted (docs/decisions/161); the update guard keeps
// unsent work safe.
import { setQueueStuck, setUpdateGuard } from '../lib/update-guard'
import { db, getMeta } from '../data/db'
import { anyFormOpen } from '../lib/open-forms'
import { LAST_SYNC_KEY } from './apply-pull'
import { SyncEngine } from './sync-engine'

export const syncEngine = new SyncEngine()

/**
 * The time of the last pull, read before the first render: the top bar and the board's freshness show it from the
 * first paint, as they did when the engine (which reads it too) started before the first render. A failed read
 * leaves it to the engine.
 */
export async function primeSyncState(): Promise<void> {
  try {
    const at = await getMeta<string>(LAST_SYNC_KEY)
    if (at && !syncEngine.state.get().lastSyncAt) syncEngine.state.set({ lastSyncAt: at })
  } catch {
    // The engine reads it again when it starts.
  }
}

export function startSync(): void {
  syncEngine.start()
  // A new app version waits while changes are unsent or a form is being filled in — but not for ever.
  setUpdateGuard(async () => !anyFormOpen() && (await db.outbox.count()) === 0)
  syncEngine.state.subscribe(() => setQueueStuck(syncEngine.state.get().phase === 'signed-out'))
}
