// In-process fan-out of "something changed up to seq N" to the SSE listeners.
export type ChangeListener = (seq: number) => void

export class EventHub {
  private readonly listeners = new Set<ChangeListener>()
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

  get listenerCount(): number {
    return this.listeners.size
  }
}
