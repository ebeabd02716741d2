// Where the device stood after its last quiet run, kept in memory so that a poke-only run (another device's
// change) can pull at once instead of reading its queue and sync keys again (decision 284). It is only trusted
// while nothing could have moved it: no write since (this tab's or, through the leader channel, another's), the
// same user, the run ended well with an empty queue. Anything else forgets it and the next run reads IndexedDB.
import type { Pulled } from './pull-all'
import type { SyncPosition } from './sync-position'

export class SettledPosition {
  private position: SyncPosition | null = null
  private userId: number | null = null
  private writes = 0
  private writesAtStart = 0

  /** A write was queued (here or in another tab): the queue is no longer known. */
  wrote(): void {
    this.writes++
    this.forget()
  }

  forget(): void {
    this.position = null
  }

  /** A run's loop begins: a write from now on keeps what it ends with from being trusted. */
  begin(): void {
    this.writesAtStart = this.writes
  }

  /** The position to pull from without reading it, or null (then the run reads it). Taken once. */
  take(userId: number): SyncPosition | null {
    const position = this.userId === userId ? this.position : null
    this.position = null
    return position
  }

  /**
   * After a run that ended well: `pushed` is where its push left the device, `pulled` its pull's end (null when it
   * did not pull; then `pushed` must be whole as read: no snapshot under way, no repair wanted, a cursor).
   */
  remember(userId: number, pushed: SyncPosition, pulled: Pulled | null): void {
    const quiet = pushed.batch.length === 0 && pushed.pending === 0 && this.writes === this.writesAtStart
    if (!quiet) return this.forget()
    if (pulled) {
      if (pulled.outcomesAfter === undefined) return this.forget()
      this.position = {
        ...pushed,
        cursor: pulled.cursor,
        outcomesAfter: pulled.outcomesAfter,
        progress: null,
        repair: false,
      }
    } else {
      if (pushed.progress || pushed.repair || pushed.cursor === null) return this.forget()
      this.position = pushed
    }
    this.userId = userId
  }
}
