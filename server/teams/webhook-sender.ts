// Posts one message to a webhook: a URL check, a timeout, at most 4 posts a second per webhook, and a verdict
// the outbox worker can act on (any 2xx is success; 429 carries Retry-After).
import { checkWebhookTarget } from './webhook-url'

export const POSTS_PER_SECOND = 4
const MIN_GAP_MS = 1000 / POSTS_PER_SECOND
const TIMEOUT_MS = 10_000

export type PostResult =
  | { ok: true; status: number }
  | { ok: false; status: number | null; error: string; retryAfterMs: number | null; permanent: boolean }

/** Per-URL pacing: the earliest time the next post to that webhook may start. */
const nextSlot = new Map<string, number>()

async function paced(url: string): Promise<void> {
  const now = Date.now()
  const slot = Math.max(now, nextSlot.get(url) ?? 0)
  nextSlot.set(url, slot + MIN_GAP_MS)
  if (slot > now) await new Promise((r) => setTimeout(r, slot - now))
}

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs = Date.now()): number | null {
  if (!header) return null
  const seconds = Number(header.trim())
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs)
}

export async function postWebhook(url: string, body: string, allowPrivateHosts: boolean, stop?: AbortSignal): Promise<PostResult> {
  const target = await checkWebhookTarget(url, allowPrivateHosts)
  if (!target.ok) return { ok: false, status: null, error: target.reason, retryAfterMs: null, permanent: true }
  await paced(url)
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      redirect: 'error',
      signal: stop ? AbortSignal.any([stop, AbortSignal.timeout(TIMEOUT_MS)]) : AbortSignal.timeout(TIMEOUT_MS),
    })
    await res.arrayBuffer().catch(() => undefined)
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status }
    const transient = res.status === 429 || res.status === 408 || res.status >= 500
    return {
      ok: false,
      status: res.status,
      error: `Webhook answered ${res.status}`,
      retryAfterMs: res.status === 429 || res.status === 503 ? retryAfterMs(res.headers.get('retry-after')) : null,
      permanent: !transient,
    }
  } catch (error) {
    const message = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
    return { ok: false, status: null, error: `Webhook unreachable: ${message}`, retryAfterMs: null, permanent: false }
  }
}
