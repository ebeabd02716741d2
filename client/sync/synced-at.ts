// The last-sync time is not urgent: it is published when the browser is next idle (within a second), so the
// render it causes on every screen reading the sync state comes after the rows the pull brought, not before them.
export class SyncedAtPublisher {
  private at: string | null = null
  private timer: number | null = null

  constructor(private readonly set: (at: string | null) => void) {}

  publish(at: string): void {
    this.at = at
    if (this.timer !== null) return
    const publish = () => {
      this.timer = null
      this.set(this.at)
    }
    if (typeof requestIdleCallback !== 'function') return publish()
    this.timer = requestIdleCallback(publish, { timeout: 1000 })
  }

  cancel(): void {
    if (this.timer !== null) cancelIdleCallback(this.timer)
    this.timer = null
  }
}
