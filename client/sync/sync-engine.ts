// The sync engine: the only code that talks to /api/sync and /api/events (DESIGN.md §2).
// Push the signed-in user's outbox in order, pull by cursor (a first sync in pages), listen for pokes, retry
// with backoff; one leader tab does it, and the other tabs ask it (leader-channel.ts). The first write of a burst goes out at once; writes made while a push
// is in flight ride on the next one. An idle device pulls only on a poke or the fallback timer.
import { INTERVALS } from '../../shared/constants'
import { db as defaultDb, getMeta, type LinesideDb } from '../data/db'
import { onOutboxWrite } from '../data/outbox'
import { onSessionChange, readSession } from '../lib/session-store'
import { LAST_SYNC_KEY } from './apply-pull'
import { backoffDelay } from './backoff'
import { EVENTS_SILENT_MS } from './event-stream'
import { defaultLocks, joinLeaderElection, type LeaderChannel, type LockManagerLike } from './leader-channel'
import { LiveEvents } from './live-events'
import { pullAll, type PullDeps } from './pull-all'
import { pushAll, type PushDeps, type Pushed } from './push-all'
import { readPositionOf } from './sync-position'
import { SettledPosition } from './settled-position'
import { SyncedAtPublisher } from './synced-at'
import { SyncHttpError, type FetchLike } from './sync-api'
import { failedRun, SyncStateStore } from './sync-state'
import { askPersistentStorage, onBrowserChanges } from './sync-triggers'
import { browserOnline, SYNCING_SHOWN_AFTER_MS, type SyncEngineOptions } from './sync-engine-options'
import { traceMark } from './sync-trace'

export type { LockManagerLike, SyncEngineOptions }

export class SyncEngine {
  readonly state = new SyncStateStore()
  private readonly db: LinesideDb
  private readonly fetchFn: FetchLike
  private running: Promise<void> | null = null
  private again = false
  /** A poke came during the run (it runs once more if its pull did not reach it); the last run failed. */
  private pokedInRun = false
  private failed = false
  private readonly settled = new SettledPosition()
  /** 'poke': only a poke asked, and a pull is needed only if it names a change the device does not hold yet. */
  private wantPull: false | 'poke' | true = false
  /** The change sequence the cache is current to (the last pull's cursor) and the highest one a poke named. */
  private heldSeq = 0
  private pokedSeq = 0
  private attempt = 0
  private readonly syncedAt = new SyncedAtPublisher((at) => this.state.set({ lastSyncAt: at }))
  /** Set while following another tab's engine (Web Locks in use and this tab not the leader yet). */
  private channel: LeaderChannel | null = null
  private readonly pushDeps: PushDeps
  private readonly pullDeps: PullDeps
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private pollTimer: ReturnType<typeof setInterval> | null = null
  private readonly events: LiveEvents
  private stopped = true
  private readonly cleanups: (() => void)[] = []

  constructor(private readonly options: SyncEngineOptions = {}) {
    this.db = options.db ?? defaultDb
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init))
    this.pushDeps = { db: this.db, fetchFn: this.fetchFn }
    this.pullDeps = { db: this.db, fetchFn: this.fetchFn, state: this.state }
    this.events = new LiveEvents(this.fetchFn, options.eventsSilentMs ?? EVENTS_SILENT_MS, {
      onOpen: () => {
        if (browserOnline()) this.state.set({ live: true, online: true })
      },
      onChange: (seq) => this.poked(seq),
      onLost: () => this.state.set({ live: false }),
      reopen: () => this.connectEvents(),
    })
  }

  /** Starts syncing once this tab is the leader. */
  start(): void {
    if (!this.stopped) return
    this.stopped = false
    const locks = this.options.useLeaderLock === false ? undefined : (this.options.locks ?? defaultLocks())
    if (!locks) return this.lead()
    const channel = joinLeaderElection(locks, this.db.name, {
      drain: () => this.drain(),
      state: () => this.state.get(),
      leaderState: (state) => this.state.set({ ...state, leader: false }),
      wrote: () => this.schedule(),
      lead: (release) => {
        if (this.stopped || this.channel !== channel) return release()
        this.cleanups.push(release)
        this.lead()
      },
    })
    this.channel = channel
  }

  stop(): void {
    this.stopped = true
    this.settled.forget()
    for (const cleanup of this.cleanups.splice(0)) cleanup()
    if (this.retryTimer) clearTimeout(this.retryTimer)
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.syncedAt.cancel()
    this.events.close()
    this.channel?.close()
    this.channel = null
    this.state.set({ leader: false, live: false })
  }

  private lead(): void {
    this.state.set({ leader: true })
    // The other tabs see this tab's progress; what this tab asked while following, its own first run answers.
    const answered = this.channel?.lead() ?? []
    if (this.channel) {
      const channel = this.channel
      this.cleanups.push(this.state.subscribe(() => channel.publish(this.state.get())))
    }
    void getMeta<string>(LAST_SYNC_KEY, this.db).then((at) => at && this.state.set({ lastSyncAt: at }))
    this.cleanups.push(onOutboxWrite(() => this.schedule()))
    this.cleanups.push(
      onSessionChange((session) => {
        this.settled.forget()
        if (session) {
          this.askPersistentStorage()
          void this.drain()
          this.connectEvents()
        } else {
          this.events.close()
        }
      }),
    )
    this.cleanups.push(
      onBrowserChanges({
        online: () => {
          this.state.set({ online: true })
          void this.drain()
          this.connectEvents()
        },
        offline: () => this.state.set({ online: false, phase: 'offline', live: false }),
        visible: () => void this.drain(),
      }),
    )
    // The fallback when no poke arrives: the spec's line refresh interval.
    this.pollTimer = setInterval(() => this.requestPull(), this.options.pollMs ?? INTERVALS.lines)
    if (readSession()) this.askPersistentStorage()
    void this.drain().finally(() => answered.forEach((done) => done()))
    this.connectEvents()
  }

  /** Whether this engine may push and pull: it leads, or there is no lock to share (one tab, tests). */
  private get following(): boolean {
    return this.channel !== null && !this.channel.isLeader
  }

  private askPersistentStorage(): void {
    askPersistentStorage((persisted) => this.state.set({ storagePersisted: persisted }))
  }

  /** After a local write: push at once, or, while a push is in flight, right after it (coalescing the burst). */
  schedule(): void {
    if (this.stopped) return
    this.settled.wrote()
    traceMark('push.scheduled')
    void this.runSoon()
  }

  /** The fallback timer: pull now (after pushing anything pending). */
  requestPull(): void {
    if (this.stopped) return
    this.wantPull = true
    void this.runSoon()
  }

  /** A poke: the server has changes up to `seq`. Pull at once, unless the cache already holds them. */
  poked(seq: number): void {
    if (this.stopped || seq <= this.heldSeq) return
    traceMark('pull.requested')
    if (seq > this.pokedSeq) this.pokedSeq = seq
    if (this.wantPull === false) this.wantPull = 'poke'
    // A run under way pulls after its push, and runs again only if that pull did not reach `seq` (a device's own
    // push pokes it before the push's answer: a second run would read the queue for nothing).
    if (this.running) this.pokedInRun = true
    else void this.runSoon()
  }

  /** A poke heard during the run named a change its pull did not bring. */
  private pokeUnheld(): boolean {
    return this.pokedInRun && this.wantPull === 'poke' && this.pokedSeq > this.heldSeq
  }

  /**
   * Push everything pending, then pull. Single-flight: a call during a run makes it run once more. In a tab that
   * is not the leader, the leader does it (Refresh buttons, Send now) and this resolves when it has.
   */
  drain(): Promise<void> {
    if (this.following) return this.channel!.ask()
    this.wantPull = true
    return this.runSoon()
  }

  /**
   * Before logout: sends what it can of the signed-in user's queue (bounded by a timeout) and tells how many
   * of their entries are still unsent. Nothing is dropped: they go out at the user's next sign-in.
   */
  async sendBeforeLogout(timeoutMs = 5000): Promise<{ unsent: number }> {
    const session = readSession()
    if (!session) return { unsent: 0 }
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([this.drain(), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))])
    clearTimeout(timer)
    return { unsent: (await readPositionOf(this.db, session.user.id, () => 0)).pending }
  }

  private runSoon(): Promise<void> {
    if (this.following) return Promise.resolve()
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.run().finally(() => {
      this.running = null
      // A poke heard as the run ended, after its last look, still gets its pull (a failed run's retry is timed).
      if (!this.failed && this.pokeUnheld()) void this.runSoon()
    })
    return this.running
  }

  private run(): Promise<void> {
    traceMark('run.start')
    const shown = setTimeout(() => this.state.set({ phase: 'syncing' }), SYNCING_SHOWN_AFTER_MS)
    return this.runLoop().finally(() => clearTimeout(shown))
  }

  private async runLoop(): Promise<void> {
    do {
      this.again = false
      this.pokedInRun = false
      const session = readSession()
      if (!session) {
        this.state.set({ phase: 'signed-out' })
        return
      }
      this.settled.begin()
      // A poke alone, with nothing written since the last quiet run: the device is where that run left it.
      const settled = this.wantPull === 'poke' ? this.settled.take(session.user.id) : null
      try {
        let pushed: Pushed | null = settled && { sent: false, position: settled }
        let lost: SyncHttpError | null = null
        if (!pushed)
          try {
            pushed = await pushAll(this.pushDeps, session)
          } catch (error) {
            // A push whose answer was lost may still have been applied: a pull tells its verdicts.
            if (!(error instanceof SyncHttpError) || error.kind !== 'network') throw error
            lost = error
          }
        const asked = this.wantPull === true || (this.wantPull === 'poke' && this.pokedSeq > this.heldSeq)
        const pullNow = asked || pushed?.sent || pushed?.position.repair || lost !== null
        this.wantPull = false
        const pulled = pullNow ? await pullAll(this.pullDeps, session, pushed?.position) : null
        if (pulled) this.heldSeq = pulled.cursor
        if (pulled) this.syncedAt.publish(pulled.at)
        if (lost) throw lost
        this.settled.remember(session.user.id, pushed!.position, pulled)
        this.attempt = 0
        // A request that finished after the browser went offline does not make the device online again.
        this.state.set({ phase: 'idle', online: browserOnline(), lastError: null })
      } catch (error) {
        this.settled.forget()
        this.fail(error)
        // A trigger that came while this run was failing (the network back, a new write) gets its try now,
        // not after the backoff: the failed request may have left before the connection returned.
        const retryNow = this.again || this.pokedInRun
        if (retryNow && !(error instanceof SyncHttpError && error.kind === 'auth')) continue
        this.failed = true
        return
      }
      this.failed = false
    } while (this.again || this.pokeUnheld())
  }

  private fail(error: unknown): void {
    const { patch, retry } = failedRun(error)
    this.state.set(patch)
    if (retry) this.retryLater()
  }

  private retryLater(): void {
    if (this.stopped) return
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => void this.drain(), backoffDelay(this.attempt++))
  }

  private connectEvents(): void {
    if (this.options.useEvents === false || this.stopped) return
    const session = readSession()
    // A new sign-in replaces the stream of the old session.
    if (session) this.events.connect(session.token)
  }
}
