// Posts one message to a webhook: the outbound-URL guard, a timeout, at most 4 posts a second per webhook, and a
// verdict the outbox worker can act on (any 2xx is success; 429 carries Retry-After). The connection goes to the
// address that was checked, never to a second DNS answer (decision 130). Only a definite refusal is permanent;
// whatever a network blip can cause is retried (decision 175).
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import type { WebhookFailureReason } from '../../shared/teams'
import { pinnedLookup, resolveOutboundTarget, systemResolver, type Resolver } from '../http/outbound-url'

export const POSTS_PER_SECOND = 4
const MIN_GAP_MS = 1000 / POSTS_PER_SECOND
const TIMEOUT_MS = 10_000

/** What every failure to connect, resolve, agree on TLS or read an answer says: no address, port or socket detail. */
export const UNREACHABLE = 'Webhook unreachable'

export type PostResult =
  | { ok: true; status: number }
  | {
      ok: false
      status: number | null
      reason: WebhookFailureReason
      error: string
      retryAfterMs: number | null
      permanent: boolean
    }

export interface PostOptions {
  /** WEBHOOK_ALLOW_PRIVATE_HOSTS. */
  allowPrivateHosts: boolean
  /** Aborts the post (the worker is stopping). */
  stop?: AbortSignal
  resolve?: Resolver
  timeoutMs?: number
}

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

interface PinnedPost {
  url: URL
  host: string
  address: string
  family: 4 | 6
  body: string
  signal: AbortSignal
}

/** One POST to the pinned address; the URL's host stays in the Host header and in TLS SNI and verification. */
function send({
  url,
  host,
  address,
  family,
  body,
  signal,
}: PinnedPost): Promise<{ status: number; retryAfter: string | null }> {
  const https = url.protocol === 'https:'
  const options: RequestOptions & { servername?: string } = {
    method: 'POST',
    host,
    port: url.port || (https ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Host: url.host },
    lookup: pinnedLookup(address, family),
    signal,
    agent: false,
  }
  if (https && !isIP(host)) options.servername = host
  return new Promise((resolve, reject) => {
    const req = (https ? httpsRequest : httpRequest)(options, (res: IncomingMessage) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: headerText(res.headers['retry-after']) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? null) : (v ?? null))

export async function postWebhook(url: string, body: string, options: PostOptions): Promise<PostResult> {
  const target = await resolveOutboundTarget(url, options.allowPrivateHosts, options.resolve ?? systemResolver)
  if (!target.ok) {
    // The host policy and a malformed URL are refusals; a name that did not resolve is a blip until the day is out.
    const unreachable = target.code === 'unreachable'
    return {
      ok: false,
      status: null,
      reason: target.code,
      error: unreachable ? UNREACHABLE : `Webhook URL refused: ${target.reason}`,
      retryAfterMs: null,
      permanent: !unreachable,
    }
  }
  await paced(url)
  try {
    const timeout = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS)
    const signal = options.stop ? AbortSignal.any([options.stop, timeout]) : timeout
    const res = await send(Object.assign({}, target, { body, signal }))
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status }
    // A redirect is not followed (its target was never checked) and, like any other 4xx, is a refusal.
    const transient = res.status === 429 || res.status === 408 || res.status >= 500
    return {
      ok: false,
      status: res.status,
      reason: 'http_error',
      error: `Webhook answered ${res.status}`,
      retryAfterMs: res.status === 429 || res.status === 503 ? retryAfterMs(res.retryAfter) : null,
      permanent: !transient,
    }
  } catch {
    // Refused, reset, timed out, TLS refused: all the same to the caller. Telling them apart (or naming the
    // address and port) would make the webhook test a port scanner.
    return { ok: false, status: null, reason: 'unreachable', error: UNREACHABLE, retryAfterMs: null, permanent: false }
  }
}
