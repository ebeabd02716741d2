// The app's one sync engine, started after the startup checks; the update guard keeps unsent work safe.
import { setQueueStuck, setUpdateGuard } from '../app/update-guard'
import { db } from '../data/db'
import { anyFormOpen } from '../lib/open-forms'
import { SyncEngine } from './sync-engine'

export const syncEngine = new SyncEngine()

export function startSync(): void {
  syncEngine.start()
  // A new app version waits while changes are unsent or a form is being filled in — but not for ever.
  setUpdateGuard(async () => !anyFormOpen() && (await db.outbox.count()) === 0)
  syncEngine.state.subscribe(() => setQueueStuck(syncEngine.state.get().phase === 'signed-out'))
}
