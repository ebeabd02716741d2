// Where a webhook may point: https only, never at private, loopback or link-local addresses, unless
// WEBHOOK_ALLOW_PRIVATE_HOSTS=true (tests, on-site relays), which also allows http to such hosts (decision 042).
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string }

function ipv4Private(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number)
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  )
}

/** Loopback, private, link-local, unique-local, unspecified, multicast or reserved: not the public internet. */
export function isPrivateAddress(ip: string): boolean {
  const kind = isIP(ip)
  if (kind === 4) return ipv4Private(ip)
  if (kind !== 6) return true
  const v6 = ip.toLowerCase().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6)
  if (mapped?.[1]) return ipv4Private(mapped[1])
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || /^ff/.test(v6)
}

function isLocalName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  return h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal') || !h.includes('.')
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/** Checks the text of a URL (no DNS): used when an admin saves it. */
export function checkWebhookUrl(text: string, allowPrivateHosts: boolean): UrlVerdict {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, reason: 'Webhook URL is not a valid URL' }
  }
  if (url.username || url.password) return { ok: false, reason: 'Webhook URL must not contain a user name or password' }
  const host = hostOf(url)
  const privateHost = isIP(host) ? isPrivateAddress(host) : isLocalName(host)
  if (privateHost && !allowPrivateHosts) return { ok: false, reason: 'Webhook URL must not point at a private, loopback or link-local address' }
  if (url.protocol === 'https:') return { ok: true, url }
  if (url.protocol === 'http:' && privateHost && allowPrivateHosts) return { ok: true, url }
  return { ok: false, reason: 'Webhook URL must use https' }
}

/** A host name's addresses, as `dns.lookup(host, { all: true })` answers; injectable so tests can rebind. */
export type WebhookResolver = (host: string) => Promise<{ address: string; family: number }[]>

export const systemResolver: WebhookResolver = (host) => lookup(host, { all: true, verbatim: true })

/** A URL that passed every check, with the one address it resolved to: the post connects to exactly that. */
export type PinnedTarget = { ok: true; url: URL; host: string; address: string; family: 4 | 6 } | { ok: false; reason: string }

/**
 * Checks the URL, resolves its host ONCE and checks every address it answered; the post then connects to the
 * checked address (webhook-sender's pinned lookup), so a DNS answer that changes between the check and the
 * connect (DNS rebinding) can never steer it to a private address (issue 9 §7, decision 130).
 */
export async function resolveWebhookTarget(text: string, allowPrivateHosts: boolean, resolve: WebhookResolver = systemResolver): Promise<PinnedTarget> {
  const verdict = checkWebhookUrl(text, allowPrivateHosts)
  if (!verdict.ok) return verdict
  const host = hostOf(verdict.url)
  const literal = isIP(host)
  if (literal) return { ok: true, url: verdict.url, host, address: host, family: literal === 6 ? 6 : 4 }
  let addresses: { address: string; family: number }[]
  try {
    addresses = await resolve(host)
  } catch {
    return { ok: false, reason: `Webhook host ${host} could not be resolved` }
  }
  const first = addresses[0]
  if (!first || isIP(first.address) === 0) return { ok: false, reason: `Webhook host ${host} could not be resolved` }
  if (!allowPrivateHosts && addresses.some((a) => isPrivateAddress(a.address)))
    return { ok: false, reason: `Webhook host ${host} resolves to a private address` }
  return { ok: true, url: verdict.url, host, address: first.address, family: isIP(first.address) === 6 ? 6 : 4 }
}
