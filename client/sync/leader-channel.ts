// One tab of a browser syncs (the Web Locks leader); the other tabs ask it over a BroadcastChannel and show its
// state (DESIGN.md §2). Two tabs pulling at once would clear and fill the one staging table against each other.
// A write queued in a tab that does not lead is told to the leader here, so it pushes at once.
import { onOutboxWrite } from '../data/outbox'
import type { SyncState } from './sync-state'

type Message =
  | { type: 'drain'; id: string }
  | { type: 'drained'; id: string }
  | { type: 'state'; state: SyncState }
  | { type: 'hello' }
  | { type: 'wrote' }

export interface LeaderChannelHandlers {
  /** Leader: another tab asks for a sync; resolves when it has run. */
  drain(): Promise<void>
  /** Leader: its state now, for a tab that just opened. */
  state(): SyncState
  /** Follower: the leader's state changed. */
  leaderState(state: SyncState): void
  /** Leader: another tab queued a write. */
  wrote?(): void
}

export interface LockManagerLike {
  request(name: string, callback: () => Promise<void> | void): Promise<unknown>
}

export const defaultLocks = (): LockManagerLike | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.locks

/** A tab stops waiting for the leader's answer after this (a Refresh spinner never spins for ever). */
export const ASK_TIMEOUT_MS = 30_000

export class LeaderChannel {
  private readonly channel: BroadcastChannel | null
  private leading = false
  private readonly asks = new Map<string, () => void>()
  private readonly unwatch: () => void

  constructor(
    name: string,
    private readonly handlers: LeaderChannelHandlers,
  ) {
    this.channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null
    if (this.channel) this.channel.onmessage = (event: MessageEvent<Message>) => this.receive(event.data)
    this.post({ type: 'hello' })
    // The leader hears its own tab's writes itself (the engine's onOutboxWrite); a follower's come from here.
    // Before: a live count of the outbox in the leader, one more read transaction on every write of any tab.
    this.unwatch = onOutboxWrite(() => this.leading || this.post({ type: 'wrote' }))
  }

  get isLeader(): boolean {
    return this.leading
  }

  /** This tab holds the lock now. Returns the asks it made while following: its own first sync answers them. */
  lead(): (() => void)[] {
    this.leading = true
    this.publish(this.handlers.state())
    const waiting = [...this.asks.values()]
    this.asks.clear()
    return waiting
  }

  /** Leader: tells the other tabs its state. */
  publish(state: SyncState): void {
    if (this.leading) this.post({ type: 'state', state })
  }

  /** Follower: asks the leader to sync; resolves when it has, or after ASK_TIMEOUT_MS. */
  ask(): Promise<void> {
    const id = crypto.randomUUID()
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.asks.delete(id)
        resolve()
      }
      const timer = setTimeout(done, ASK_TIMEOUT_MS)
      this.asks.set(id, done)
      this.post({ type: 'drain', id })
    })
  }

  close(): void {
    for (const done of [...this.asks.values()]) done()
    this.leading = false
    this.unwatch()
    this.channel?.close()
  }

  private receive(message: Message): void {
    if (this.leading) {
      if (message.type === 'drain')
        void this.handlers.drain().finally(() => this.post({ type: 'drained', id: message.id }))
      else if (message.type === 'hello') this.publish(this.handlers.state())
      else if (message.type === 'wrote') this.handlers.wrote?.()
      return
    }
    if (message.type === 'drained') this.asks.get(message.id)?.()
    else if (message.type === 'state') this.handlers.leaderState(message.state)
  }

  private post(message: Message): void {
    try {
      this.channel?.postMessage(message)
    } catch {
      // A closed channel (the tab is going away): nobody is left to tell.
    }
  }
}

export interface ElectionHandlers extends LeaderChannelHandlers {
  /** This tab holds the lock now; calling `release` lets it go (the tab stops syncing). */
  lead(release: () => void): void
}

/**
 * Opens this tab's channel and waits for the leader lock; `handlers.lead` runs once it is held. One lock and one
 * channel per database: the app's is 'lineside' (tests open others).
 */
export function joinLeaderElection(locks: LockManagerLike, dbName: string, handlers: ElectionHandlers): LeaderChannel {
  const scoped = (name: string) => (dbName === 'lineside' ? name : `${name}:${dbName}`)
  const channel = new LeaderChannel(scoped('lineside-sync'), handlers)
  // Asked after the caller holds the channel: a lock granted at once finds it in place.
  queueMicrotask(
    () =>
      void locks.request(scoped('lineside-sync-leader'), () => new Promise<void>((release) => handlers.lead(release))),
  )
  return channel
}
