// One Web Push request: the payload encrypted for the device (RFC 8291 aes128gcm) and signed with the VAPID key
// (RFC 8292) by `web-push`, then POSTed by us to the endpoint through the outbound guard — https on a public
// host, the connection pinned to the checked address (decision 130); WEBHOOK_ALLOW_PRIVATE_HOSTS lets tests and
// on-site relays use private hosts over http. The verdict tells the worker what to do with the row.
import { request as httpRequest, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import webpush from 'web-push'
import { pinnedLookup, resolveOutboundTarget, systemResolver, type Resolver } from '../http/outbound-url'
import type { VapidKeys } from '../context'

const TIMEOUT_MS = 10_000
/** How long a push service keeps a message for an offline phone: an alert older than this is no use. */
export const PUSH_TTL_SECONDS = 6 * 60 * 60

export type PushResult =
  | { ok: true; status: number }
  /** 404/410: the browser dropped the subscription; the device is removed. */
  | { ok: false; gone: true; status: number; error: string }
  | { ok: false; gone: false; permanent: boolean; status: number | null; error: string; retryAfterMs: number | null }

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export interface SendOptions {
  vapid: VapidKeys
  allowPrivateHosts: boolean
  urgency?: 'normal' | 'high'
  stop?: AbortSignal
  resolve?: Resolver
}

function retryAfter(header: string | string[] | undefined): number | null {
  const text = Array.isArray(header) ? header[0] : header
  if (!text) return null
  const seconds = Number(text.trim())
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now())
}

export async function sendPush(target: PushTarget, payload: string, options: SendOptions): Promise<PushResult> {
  const pinned = await resolveOutboundTarget(
    target.endpoint,
    options.allowPrivateHosts,
    options.resolve ?? systemResolver,
  )
  if (!pinned.ok) {
    const unreachable = pinned.code === 'unreachable'
    return {
      ok: false,
      gone: false,
      permanent: !unreachable,
      status: null,
      error: unreachable ? 'Push service unreachable' : `Push endpoint refused: ${pinned.reason}`,
      retryAfterMs: null,
    }
  }
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: {
        subject: options.vapid.subject,
        publicKey: options.vapid.publicKey,
        privateKey: options.vapid.privateKey,
      },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: options.urgency ?? 'high',
    },
  )
  const https = pinned.url.protocol === 'https:'
  const headers: Record<string, string | number> = Object.assign({}, details.headers, { Host: pinned.url.host })
  const request: RequestOptions & { servername?: string } = {
    method: 'POST',
    host: pinned.host,
    port: pinned.url.port || (https ? 443 : 80),
    path: `${pinned.url.pathname}${pinned.url.search}`,
    headers,
    lookup: pinnedLookup(pinned.address, pinned.family),
    agent: false,
  }
  if (https && !isIP(pinned.host)) request.servername = pinned.host
  const timeout = AbortSignal.timeout(TIMEOUT_MS)
  request.signal = options.stop ? AbortSignal.any([options.stop, timeout]) : timeout
  let status: number
  let wait: number | null
  try {
    ;({ status, wait } = await new Promise<{ status: number; wait: number | null }>((resolve, reject) => {
      const req = (https ? httpsRequest : httpRequest)(request, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, wait: retryAfter(res.headers['retry-after']) }))
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(details.body)
    }))
  } catch {
    return {
      ok: false,
      gone: false,
      permanent: false,
      status: null,
      error: 'Push service unreachable',
      retryAfterMs: null,
    }
  }
  if (status >= 200 && status < 300) return { ok: true, status }
  if (status === 404 || status === 410) return { ok: false, gone: true, status, error: `Subscription gone (${status})` }
  // 429 and 5xx are the push service's trouble: later. Any other 4xx (bad key, too large) will not get better.
  const transient = status === 429 || status >= 500
  return {
    ok: false,
    gone: false,
    permanent: !transient,
    status,
    error: `Push service answered ${status}`,
    retryAfterMs: transient ? wait : null,
  }
}
