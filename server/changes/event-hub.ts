// Fan-out of "something changed up to seq N" to the SSE listeners, and of "session S ended". In one process
// by default (SQLite: one instance); with PostgreSQL a bus (pg-event-bus.ts) carries the same events to every
// instance on the database, so an SSE client of instance B hears a write made through instance A.
export type ChangeListener = (seq: number) => void
export type SessionEndListener = (sessionId: string) => void

export type HubEvent = { type: 'change'; seq: number } | { type: 'session-end'; sessionId: string }

/** Carries this instance's events to the others; `receive` is how the others' events come in. */
export interface EventBus {
  publish(event: HubEvent): void
}

export class EventHub {
  private readonly listeners = new Set<ChangeListener>()
  private readonly sessionEndListeners = new Set<SessionEndListener>()
  private lastSeq = 0
  private bus: EventBus | null = null

  /** Joins the other instances: local events are published, theirs come in through `receive`. */
  attach(bus: EventBus | null): void {
    this.bus = bus
  }

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  poke(seq: number): void {
    if (!this.deliverChange(seq)) return
    this.bus?.publish({ type: 'change', seq })
  }

  /** An event from another instance (or this one's own, echoed back: a change is deduplicated by seq). */
  receive(event: HubEvent): void {
    if (event.type === 'change') this.deliverChange(event.seq)
    else this.deliverSessionEnd(event.sessionId)
  }

  /** Wakes every listener without a new seq (the bus reconnected and may have missed events). */
  resync(seq: number): void {
    if (seq > this.lastSeq) this.lastSeq = seq
    for (const listener of this.listeners) listener(seq)
  }

  private deliverChange(seq: number): boolean {
    if (seq <= this.lastSeq) return false
    this.lastSeq = seq
    for (const listener of this.listeners) listener(seq)
    return true
  }

  /** Live streams of a session close when it ends (logout, revocation). */
  onSessionEnd(listener: SessionEndListener): () => void {
    this.sessionEndListeners.add(listener)
    return () => this.sessionEndListeners.delete(listener)
  }

  endSession(sessionId: string): void {
    this.deliverSessionEnd(sessionId)
    this.bus?.publish({ type: 'session-end', sessionId })
  }

  private deliverSessionEnd(sessionId: string): void {
    for (const listener of this.sessionEndListeners) listener(sessionId)
  }

  get listenerCount(): number {
    return this.listeners.size
  }
}
