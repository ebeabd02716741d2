// Fixed-window counter of failed logins per key (ip + username), kept in memory.
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(key: string, now: number): boolean {
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) return false
    return entry.count >= this.max
  }

  fail(key: string, now: number): void {
    const entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) this.hits.set(key, { count: 1, resetAt: now + this.windowMs })
    else entry.count += 1
    if (this.hits.size > 10_000) this.prune(now)
  }

  reset(key: string): void {
    this.hits.delete(key)
  }

  private prune(now: number): void {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key)
  }
}
