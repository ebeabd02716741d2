// Where a request came from and which site it asked for, behind a TLS reverse proxy or not (DESIGN.md §4).
// With trustProxy (TRUST_PROXY=1) the proxy's X-Forwarded-Proto / -Host / -For are believed: one trusted hop,
// so the last value of each list is the one our proxy wrote. Without it those headers are ignored, because
// any client could send them.
import type { Context, MiddlewareHandler } from 'hono'
import type { RequestSite, SiteEnv } from './site-env'
import { getConnInfo } from '@hono/node-server/conninfo'
import { setAnswerHeader } from './security'

export type { RequestSite } from './site-env'

export interface SiteOptions {
  trustProxy: boolean
  /** When set, only this URL's host is served (DNS-rebinding and stray Host headers refused). */
  publicUrl: string | null
}

/** The last entry of a comma-separated header, trimmed, or undefined. */
function lastValue(header: string | undefined): string | undefined {
  if (!header) return undefined
  const parts = header.split(',')
  const last = parts[parts.length - 1]?.trim()
  return last ? last : undefined
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // In-process requests (tests) have no socket.
    return 'local'
  }
}

export function readSite(c: Context, trustProxy: boolean): RequestSite {
  const url = new URL(c.req.url)
  let proto: 'http' | 'https' = url.protocol === 'https:' ? 'https' : 'http'
  let host = c.req.header('host') ?? url.host
  let ip = socketAddress(c)
  if (trustProxy) {
    const fProto = lastValue(c.req.header('x-forwarded-proto'))?.toLowerCase()
    if (fProto === 'https' || fProto === 'http') proto = fProto
    host = lastValue(c.req.header('x-forwarded-host')) ?? host
    ip = lastValue(c.req.header('x-forwarded-for')) ?? ip
  }
  host = host.toLowerCase()
  return { proto, host, origin: `${proto}://${host}`, ip }
}

/** The host[:port] a PUBLIC_URL names, as Host headers spell it (default ports dropped). */
export function publicHost(publicUrl: string): string {
  return new URL(publicUrl).host.toLowerCase()
}

const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Sets c.var.site for later middleware and routes; refuses a Host other than PUBLIC_URL's (400); sends HSTS
 * only on answers that went out over HTTPS (a browser ignores it over plain HTTP, and a plain-HTTP install
 * on the plant network must not be locked out by one).
 */
export const siteContext =
  ({ trustProxy, publicUrl }: SiteOptions): MiddlewareHandler<SiteEnv> =>
  async (c, next) => {
    const site = readSite(c, trustProxy)
    c.set('site', site)
    if (publicUrl && site.host !== publicHost(publicUrl)) {
      const message = 'Unknown host: this server answers only for its public address'
      return c.req.path.startsWith('/api/') ? c.json({ error: 'validation', message }, 400) : c.text(message, 400)
    }
    await next()
    if (site.proto === 'https') setAnswerHeader(c, 'Strict-Transport-Security', HSTS)
  }
