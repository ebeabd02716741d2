// In-process fan-out of "something changed up to seq N" to the SSE listeners, and of "session S ended".
export type ChangeListener = (seq: number) => void
export type SessionEndListener = (sessionId: string) => void

export class EventHub {
  private readonly listeners = new Set<ChangeListener>()
  private readonly sessionEndListeners = new Set<SessionEndListener>()
  private lastSeq = 0

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  poke(seq: number): void {
    if (seq <= this.lastSeq) return
    this.lastSeq = seq
    for (const listener of this.listeners) listener(seq)
  }

  /** Live streams of a session close when it ends (logout, revocation). */
  onSessionEnd(listener: SessionEndListener): () => void {
    this.sessionEndListeners.add(listener)
    return () => this.sessionEndListeners.delete(listener)
  }

  endSession(sessionId: string): void {
    for (const listener of this.sessionEndListeners) listener(sessionId)
  }

  get listenerCount(): number {
    return this.listeners.size
  }
}
