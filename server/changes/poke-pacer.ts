// Paces one live stream's change pokes (issue 27.9, decision 182): the first poke after a quiet spell goes out
// at once; later ones within the window are held and merged, so a stream sends at most one change per window
// and the one it sends carries the newest sequence. A device pulls everything up to it anyway.

/** The default window: a burst costs each stream at most 10 events a second, a lone change waits for nothing. */
export const POKE_WINDOW_MS = 100

export class PokePacer {
  private pending: number | null = null
  private nextAt = -Infinity

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A change up to `seq` happened; the newest one wins. */
  offer(seq: number): void {
    if (this.pending === null || seq > this.pending) this.pending = seq
  }

  /** Milliseconds until the held change may go out: 0 now, null when nothing is held. */
  dueIn(): number | null {
    if (this.pending === null) return null
    return Math.max(0, this.nextAt - this.now())
  }

  /** The change to send now (and the window starts), or null when nothing is held or the window is still open. */
  take(): number | null {
    if (this.dueIn() !== 0) return null
    const seq = this.pending
    this.pending = null
    this.nextAt = this.now() + this.windowMs
    return seq
  }
}
