// The sync engine: the only code that talks to /api/sync and /api/events (DESIGN.md §2).
// Push the outbox in order, pull by cursor, listen for pokes, retry with backoff; one leader tab does it.
import { liveQuery, type Subscription } from 'dexie'
import { INTERVALS } from '../../shared/constants'
import { db as defaultDb, getMeta, type LinesideDb } from '../data/db'
import { getClientId, onOutboxWrite } from '../data/outbox'
import { onSessionChange, readSession } from '../lib/session-store'
import { applyPull, CURSOR_KEY, LAST_SYNC_KEY } from './apply-pull'
import { backoffDelay } from './backoff'
import { readEventStream } from './event-stream'
import { pullChanges, pushMutations, SyncHttpError, type FetchLike } from './sync-api'
import { SyncStateStore } from './sync-state'

export const PUSH_BATCH = 100
export const WRITE_DEBOUNCE_MS = 300
const PUSHED_THROUGH_KEY = 'pushedThrough'

export interface SyncEngineOptions {
  db?: LinesideDb
  fetch?: FetchLike
  /** Hold a Web Lock so only one tab syncs (off in tests). */
  useLeaderLock?: boolean
  /** Listen to /api/events (off in unit tests that drive drain() themselves). */
  useEvents?: boolean
  pollMs?: number
}

export class SyncEngine {
  readonly state = new SyncStateStore()
  private readonly db: LinesideDb
  private readonly fetchFn: FetchLike
  private running: Promise<void> | null = null
  private again = false
  private attempt = 0
  private forceSnapshot = false
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private debounceTimer: ReturnType<typeof setTimeout> | null = null
  private pollTimer: ReturnType<typeof setInterval> | null = null
  private events: AbortController | null = null
  private eventsAttempt = 0
  private stopped = true
  private readonly cleanups: (() => void)[] = []

  constructor(private readonly options: SyncEngineOptions = {}) {
    this.db = options.db ?? defaultDb
    this.fetchFn = options.fetch ?? ((input, init) => fetch(input, init))
  }

  /** Starts syncing once this tab is the leader. */
  start(): void {
    if (!this.stopped) return
    this.stopped = false
    if (this.options.useLeaderLock !== false && typeof navigator !== 'undefined' && navigator.locks) {
      void navigator.locks.request('lineside-sync-leader', () => {
        if (this.stopped) return
        this.lead()
        return new Promise<void>((resolve) => this.cleanups.push(resolve))
      })
    } else {
      this.lead()
    }
  }

  stop(): void {
    this.stopped = true
    for (const cleanup of this.cleanups.splice(0)) cleanup()
    if (this.retryTimer) clearTimeout(this.retryTimer)
    if (this.debounceTimer) clearTimeout(this.debounceTimer)
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.events?.abort()
    this.state.set({ leader: false, live: false })
  }

  private lead(): void {
    this.state.set({ leader: true })
    void getMeta<string>(LAST_SYNC_KEY, this.db).then((at) => at && this.state.set({ lastSyncAt: at }))
    const soon = () => this.schedule()
    this.cleanups.push(onOutboxWrite(soon))
    // Writes made in other tabs reach the leader through Dexie's cross-tab live queries.
    const sub: Subscription = liveQuery(() => this.db.outbox.count()).subscribe({ next: soon, error: () => undefined })
    this.cleanups.push(() => sub.unsubscribe())
    this.cleanups.push(
      onSessionChange((session) => {
        if (session) {
          this.askPersistentStorage()
          void this.drain()
          this.connectEvents()
        } else {
          this.events?.abort()
        }
      }),
    )
    if (typeof window !== 'undefined') {
      const online = () => {
        this.state.set({ online: true })
        void this.drain()
        this.connectEvents()
      }
      const offline = () => this.state.set({ online: false, phase: 'offline', live: false })
      const visible = () => document.visibilityState === 'visible' && void this.drain()
      window.addEventListener('online', online)
      window.addEventListener('offline', offline)
      document.addEventListener('visibilitychange', visible)
      this.cleanups.push(() => {
        window.removeEventListener('online', online)
        window.removeEventListener('offline', offline)
        document.removeEventListener('visibilitychange', visible)
      })
    }
    this.pollTimer = setInterval(() => void this.drain(), this.options.pollMs ?? INTERVALS.lines)
    if (readSession()) this.askPersistentStorage()
    void this.drain()
    this.connectEvents()
  }

  /** Asks the browser not to evict the cache and outbox under storage pressure (DESIGN.md §2). */
  private askPersistentStorage(): void {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage
    if (!storage?.persist) return
    void storage
      .persist()
      .then((persisted) => this.state.set({ storagePersisted: persisted }))
      .catch(() => this.state.set({ storagePersisted: false }))
  }

  /** Debounced drain after a local write. */
  schedule(delay = WRITE_DEBOUNCE_MS): void {
    if (this.stopped) return
    if (this.debounceTimer) clearTimeout(this.debounceTimer)
    this.debounceTimer = setTimeout(() => void this.drain(), delay)
  }

  /** Push everything pending, then pull. Single-flight: a call during a run makes it run once more. */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = this.run().finally(() => {
      this.running = null
    })
    return this.running
  }

  private async run(): Promise<void> {
    do {
      this.again = false
      const session = readSession()
      if (!session) {
        this.state.set({ phase: 'signed-out' })
        return
      }
      this.state.set({ phase: 'syncing' })
      try {
        const clientId = await getClientId(this.db)
        await this.pushAll(session.token, clientId)
        await this.pull(session.token, clientId)
        this.attempt = 0
        this.state.set({ phase: 'idle', online: true, lastError: null })
      } catch (error) {
        this.fail(error)
        return
      }
    } while (this.again)
  }

  private async pushAll(token: string, clientId: string): Promise<void> {
    for (;;) {
      const pushedThrough = (await getMeta<number>(PUSHED_THROUGH_KEY, this.db)) ?? 0
      const batch = await this.db.outbox.where('mutationId').above(pushedThrough).limit(PUSH_BATCH).toArray()
      if (batch.length === 0) return
      const result = await pushMutations(this.fetchFn, token, clientId, batch)
      const byId = new Map(batch.map((e) => [e.mutationId, e]))
      const now = new Date().toISOString()
      await this.db.transaction('rw', [this.db.rejected, this.db.superseded, this.db.meta], async () => {
        for (const r of result.results) {
          const entry = byId.get(r.mutationId)
          if (!entry) continue
          if (r.status === 'rejected') await this.db.rejected.put({ ...entry, reason: r.reason, code: r.code, rejectedAt: now })
          if (r.status === 'superseded') await this.db.superseded.put({ mutationId: r.mutationId, name: entry.name, args: entry.args, reason: r.reason, at: now })
        }
        await this.db.meta.put({ key: PUSHED_THROUGH_KEY, value: Math.max(pushedThrough, result.lastMutationId) })
      })
      // A refused change was shown locally: a full snapshot puts the server's state back.
      if (result.results.some((r) => r.status === 'rejected' || r.status === 'superseded')) this.forceSnapshot = true
    }
  }

  private async pull(token: string, clientId: string): Promise<void> {
    const cursor = this.forceSnapshot ? null : ((await getMeta<number>(CURSOR_KEY, this.db)) ?? null)
    const result = await pullChanges(this.fetchFn, token, clientId, cursor)
    const at = new Date().toISOString()
    await applyPull(this.db, result, at)
    this.forceSnapshot = false
    this.state.set({ lastSyncAt: at })
  }

  private fail(error: unknown): void {
    const kind = error instanceof SyncHttpError ? error.kind : 'server'
    const message = error instanceof Error ? error.message : String(error)
    if (kind === 'auth') {
      // The queue stays; it goes out once someone signs in again.
      this.state.set({ phase: 'signed-out', lastError: message })
      return
    }
    if (kind === 'network') this.state.set({ phase: 'offline', online: false, live: false, lastError: message })
    else this.state.set({ phase: 'error', lastError: message })
    this.retryLater()
  }

  private retryLater(): void {
    if (this.stopped) return
    if (this.retryTimer) clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => void this.drain(), backoffDelay(this.attempt++))
  }

  private connectEvents(): void {
    if (this.options.useEvents === false || this.stopped) return
    const session = readSession()
    if (!session || this.events) return
    const controller = new AbortController()
    this.events = controller
    void readEventStream(this.fetchFn, session.token, controller.signal, {
      onOpen: () => {
        this.eventsAttempt = 0
        this.state.set({ live: true, online: true })
      },
      onChange: () => this.schedule(10),
      onClose: () => {
        this.state.set({ live: false })
        if (this.events === controller) this.events = null
        if (controller.signal.aborted || this.stopped) return
        setTimeout(() => this.connectEvents(), backoffDelay(this.eventsAttempt++))
      },
    })
  }
}
