// The sync engine: the only code that talks to /api/sync and /api/events (DESIGN.md §2).
// Push the signed-in user's outbox in order, pull by cursor (a first sync in pages), listen for pokes, retry
// with backoff; one leader tab does it. The first write of a burst goes out at once; writes made while a push
// is in flight ride on the next one. An idle device pulls only on a poke or the fallback timer.
import { liveQuery, type Subscription } from 'dexie'
import { INTERVALS } from '../../shared/constants'
import type { RejectCode } from '../../shared/schemas/sync'
import { PUSH_FOREIGN_CLIENT, PUSH_OUT_OF_ORDER } from '../../shared/schemas/sync-codes'
import { db as defaultDb, getMeta, setMeta, type LinesideDb, type OutboxEntry } from '../data/db'
import { clientFor, countFrom, entriesFrom, onOutboxWrite, rekeyClient, renumberUnsent, sendIdOf, type SyncClientRecord } from '../data/outbox'
import { onSessionChange, readSession, type StoredSession } from '../lib/session-store'
import { applyPull, applyStagedSnapshot, CURSOR_KEY, LAST_SYNC_KEY, outcomesSeenKey, recordVerdicts, SNAPSHOT_KEY, stageSnapshotPage, type SnapshotProgress } from './apply-pull'
import { backoffDelay } from './backoff'
import { readEventStream } from './event-stream'
import { pullChanges, pushMutations, SyncHttpError, type FetchLike } from './sync-api'
import { SyncStateStore } from './sync-state'

export const PUSH_BATCH = 100
const pushedKey = (clientId: string) => `pushedThrough:${clientId}`

export interface SyncEngineOptions {
  db?: LinesideDb
  fetch?: FetchLike
  /** Hold a Web Lock so only one tab syncs (off in tests). */
  useLeaderLock?: boolean
  /** Listen to /api/events (off in unit tests that drive drain() themselves). */
  useEvents?: boolean
  pollMs?: number
}

const VERDICT_CODE: Record<number, RejectCode> = { 400: 'validation', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 413: 'validation', 422: 'validation' }

/** False once the browser says it is offline (its 'offline' event has been or is about to be handled). */
const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false

export class SyncEngine {
  readonly state = new SyncStateStore()
  private readonly db: LinesideDb
  private readonly fetchFn: FetchLike
  private running: Promise<void> | null = null
  private again = false
  private wantPull = false
  private attempt = 0
  private forceSnapshot = false
  private retryTimer: ReturnType<typeof setTimeout> | null = null
  private pollTimer: ReturnType<typeof setInterval> | null = null
  private events: AbortController | null = null
  private eventsToken: string | null = null
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
    if (this.pollTimer) clearInterval(this.pollTimer)
    this.events?.abort()
    this.events = null
    this.state.set({ leader: false, live: false })
  }

  private lead(): void {
    this.state.set({ leader: true })
    void getMeta<string>(LAST_SYNC_KEY, this.db).then((at) => at && this.state.set({ lastSyncAt: at }))
    this.cleanups.push(onOutboxWrite(() => this.schedule()))
    // Writes made in other tabs reach the leader through Dexie's cross-tab live queries. Only a growing
    // outbox means new work: the engine's own deletes (after a pull) must not wake it again.
    let known: number | null = null
    const sub: Subscription = liveQuery(() => this.db.outbox.count()).subscribe({
      next: (count) => {
        if (known !== null && count > known) this.schedule()
        known = count
      },
      error: () => undefined,
    })
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
    // The fallback when no poke arrives: the spec's line refresh interval.
    this.pollTimer = setInterval(() => this.requestPull(), this.options.pollMs ?? INTERVALS.lines)
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

  /** After a local write: push at once, or, while a push is in flight, right after it (coalescing the burst). */
  schedule(): void {
    if (this.stopped) return
    void this.runSoon()
  }

  /** A poke or the fallback timer: pull now (after pushing anything pending). */
  requestPull(): void {
    if (this.stopped) return
    this.wantPull = true
    void this.runSoon()
  }

  /** Push everything pending, then pull. Single-flight: a call during a run makes it run once more. */
  drain(): Promise<void> {
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
    const client = await clientFor(session.user.id, this.db)
    const pushed = (await getMeta<number>(pushedKey(client.clientId), this.db)) ?? 0
    return { unsent: (await entriesFrom(this.db, client.clientId, pushed + 1)).length }
  }

  private runSoon(): Promise<void> {
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
        let pushed = false
        let lost: SyncHttpError | null = null
        try {
          pushed = await this.pushAll(session)
        } catch (error) {
          // A push whose answer was lost may still have been applied: a pull tells its verdicts.
          if (!(error instanceof SyncHttpError) || error.kind !== 'network') throw error
          lost = error
        }
        const pullNow = this.wantPull || pushed || this.forceSnapshot || lost !== null
        this.wantPull = false
        if (pullNow) await this.pull(session)
        if (lost) throw lost
        this.attempt = 0
        // A request that finished after the browser went offline does not make the device online again.
        this.state.set({ phase: 'idle', online: browserOnline(), lastError: null })
      } catch (error) {
        this.fail(error)
        // A trigger that came while this run was failing (the network back, a new write) gets its try now,
        // not after the backoff: the failed request may have left before the connection returned.
        if (this.again && !(error instanceof SyncHttpError && error.kind === 'auth')) continue
        return
      }
    } while (this.again)
  }

  /** Pushes the signed-in user's unsent entries in batches; true when anything was sent. */
  private async pushAll(session: StoredSession): Promise<boolean> {
    const userId = session.user.id
    let client: SyncClientRecord = await clientFor(userId, this.db)
    let sent = false
    let healed = false
    let rekeyed = false
    // After a batch-level verdict, entries go one at a time up to this id, so only the bad one is refused.
    let isolateThrough = 0
    for (;;) {
      const through = (await getMeta<number>(pushedKey(client.clientId), this.db)) ?? 0
      const batch = await entriesFrom(this.db, client.clientId, through + 1, through < isolateThrough ? 1 : PUSH_BATCH)
      if (batch.length === 0) return sent
      let result
      try {
        result = await pushMutations(this.fetchFn, session.token, client.clientId, batch, await countFrom(this.db, client.clientId, through + 1))
      } catch (error) {
        if (!(error instanceof SyncHttpError) || error.kind !== 'client') throw error
        const reason = error.body?.reason
        if (error.status === 409 && reason === PUSH_OUT_OF_ORDER) {
          // The server has a different idea of where this queue stands: re-send from its last + 1.
          if (healed) throw new SyncHttpError('server', error.message, 409)
          healed = true
          const last = error.body?.lastMutationId ?? through
          await renumberUnsent(this.db, userId, client.clientId, last)
          await setMeta(pushedKey(client.clientId), last, this.db)
          continue
        }
        if (error.status === 403 && reason === PUSH_FOREIGN_CLIENT) {
          if (rekeyed) throw new SyncHttpError('server', error.message, 403)
          rekeyed = true
          client = await rekeyClient(this.db, userId, client.clientId)
          continue
        }
        if (batch.length > 1) {
          isolateThrough = sendIdOf(batch.at(-1)!)
          continue
        }
        await this.refuseLocally(batch[0]!, error, userId, client.clientId, through)
        sent = true
        continue
      }
      sent = true
      const now = new Date().toISOString()
      const verdicts = result.results.map((r) => ({ sendId: r.mutationId, status: r.status, code: r.status === 'rejected' ? r.code : null, reason: 'reason' in r ? r.reason : '' }))
      // A refused change was shown locally: a full snapshot puts the server's state back.
      if (await recordVerdicts(this.db, client.clientId, verdicts, result.lastMutationId, now)) this.forceSnapshot = true
      await setMeta(pushedKey(client.clientId), Math.max(through, result.lastMutationId), this.db)
    }
  }

  /** A 4xx answer to one entry is a verdict: it goes to "Not sent" with the reason, the queue moves on. */
  private async refuseLocally(entry: OutboxEntry, error: SyncHttpError, userId: number, clientId: string, through: number): Promise<void> {
    const code = VERDICT_CODE[error.status ?? 400] ?? 'validation'
    await this.db.transaction('rw', this.db.outbox, this.db.rejected, async () => {
      await this.db.rejected.put({ ...entry, reason: error.message, code, rejectedAt: new Date().toISOString() })
      await this.db.outbox.delete(entry.mutationId)
    })
    // It never reached the server's sequence: the entries after it move up one id.
    await renumberUnsent(this.db, userId, clientId, through)
    this.forceSnapshot = true
  }

  private async pull(session: StoredSession): Promise<void> {
    const { clientId } = await clientFor(session.user.id, this.db)
    const outcomesAfter = async () => (await getMeta<number>(outcomesSeenKey(clientId), this.db)) ?? 0
    const pending = await countFrom(this.db, clientId, ((await getMeta<number>(pushedKey(clientId), this.db)) ?? 0) + 1)
    let progress = (await getMeta<SnapshotProgress>(SNAPSHOT_KEY, this.db)) ?? null
    if (this.forceSnapshot && progress) progress = null
    const cursor = this.forceSnapshot ? null : ((await getMeta<number>(CURSOR_KEY, this.db)) ?? null)
    if (cursor === null || progress) {
      // A first sync (or a reset) in pages, staged until the last one lands; it resumes where it stopped.
      for (;;) {
        const page = await pullChanges(this.fetchFn, session.token, { clientId, cursor: null, outcomesAfter: await outcomesAfter(), page: progress?.next, pending })
        const at = new Date().toISOString()
        if (page.next) {
          progress = await stageSnapshotPage(this.db, page, progress)
          this.state.set({ firstSync: { pages: progress.pages, rows: progress.rows } })
          continue
        }
        if (progress) {
          progress = await stageSnapshotPage(this.db, page, progress)
          await applyStagedSnapshot(this.db, page, at, clientId)
        } else {
          await applyPull(this.db, page, at, clientId)
        }
        this.state.set({ firstSync: null, lastSyncAt: at })
        break
      }
      this.forceSnapshot = false
      // A one-page snapshot is current; after several pages, catch up with what changed while they came.
      if (!progress) return
    }
    // Then what changed since, a page at a time, until the server has nothing more.
    for (;;) {
      const from = (await getMeta<number>(CURSOR_KEY, this.db)) ?? 0
      const result = await pullChanges(this.fetchFn, session.token, { clientId, cursor: from, outcomesAfter: await outcomesAfter(), pending })
      if (result.snapshot && result.next) {
        // The server no longer knows the cursor (a restored database): start a paged snapshot over.
        this.forceSnapshot = true
        return this.pull(session)
      }
      const at = new Date().toISOString()
      await applyPull(this.db, result, at, clientId)
      this.state.set({ lastSyncAt: at })
      const outcomesDone = (result.outcomesThrough ?? result.lastMutationId) >= result.lastMutationId
      if (!result.more && outcomesDone) break
    }
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
    if (!session) return
    // A new sign-in replaces the stream of the old session.
    if (this.events && this.eventsToken === session.token) return
    this.events?.abort()
    const controller = new AbortController()
    this.events = controller
    this.eventsToken = session.token
    void readEventStream(this.fetchFn, session.token, controller.signal, {
      onOpen: () => {
        this.eventsAttempt = 0
        if (browserOnline()) this.state.set({ live: true, online: true })
      },
      onChange: () => this.requestPull(),
      onClose: () => {
        if (this.events !== controller) return
        this.state.set({ live: false })
        this.events = null
        if (controller.signal.aborted || this.stopped) return
        setTimeout(() => this.connectEvents(), backoffDelay(this.eventsAttempt++))
      },
    })
  }
}
