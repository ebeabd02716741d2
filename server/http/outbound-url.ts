// The guard for every address the server connects to from settings (Teams webhooks; push endpoints next):
// https only, never a private, local or special-purpose address, checked on the URL's text and on every address
// its host resolves to; the connection then goes to exactly the checked address (decisions 042, 130, 176).
// `allowPrivateHosts` (WEBHOOK_ALLOW_PRIVATE_HOSTS: tests, on-site relays) lifts the address rule and then
// also allows plain http to such hosts.
import { lookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import { isPublicAddress } from './outbound-address'

/**
 * Why a URL cannot be used: `bad_url` (not a URL, not https, credentials in it), `refused` (the host policy:
 * a private, local or special address, named or resolved), `unreachable` (its name did not resolve: DNS down
 * or no such name — worth another try).
 */
export type OutboundRefusal = 'bad_url' | 'refused' | 'unreachable'

export type UrlVerdict =
  { ok: true; url: URL } | { ok: false; code: Exclude<OutboundRefusal, 'unreachable'>; reason: string }

/** A host name's addresses, as `dns.lookup(host, { all: true })` answers; injectable so tests can rebind. */
export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>

export const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true })

/** A URL that passed every check, with the one address it resolved to: the connection goes to exactly that. */
export type PinnedTarget =
  | { ok: true; url: URL; host: string; address: string; family: 4 | 6 }
  | { ok: false; code: OutboundRefusal; reason: string }

const REFUSED = 'The host is a private, local or reserved address'

function isLocalName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '')
  return (
    h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal') || !h.includes('.')
  )
}

/** The host without IPv6 brackets. The URL parser has already turned 0x7f.1, 2130706433 and the like into 127.0.0.1. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '')

/** Checks the text of a URL (no DNS): used when an admin saves it. */
export function checkOutboundUrl(text: string, allowPrivateHosts: boolean): UrlVerdict {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, code: 'bad_url', reason: 'The URL is not valid' }
  }
  if (url.username || url.password)
    return { ok: false, code: 'bad_url', reason: 'The URL must not contain a user name or password' }
  const host = hostOf(url)
  const privateHost = isIP(host) ? !isPublicAddress(host) : isLocalName(host)
  if (privateHost && !allowPrivateHosts) return { ok: false, code: 'refused', reason: REFUSED }
  if (url.protocol === 'https:') return { ok: true, url }
  if (url.protocol === 'http:' && privateHost && allowPrivateHosts) return { ok: true, url }
  return { ok: false, code: 'bad_url', reason: 'The URL must use https' }
}

/**
 * Checks the URL, resolves its host ONCE and checks every address it answered; the caller connects to the
 * checked address (`pinnedLookup`), so a DNS answer that changes between the check and the connect (DNS
 * rebinding) can never steer it to a private address. A lookup that fails is `unreachable`, never a refusal:
 * while the network is down every name fails (EAI_AGAIN, ENOTFOUND), and that passes.
 */
export async function resolveOutboundTarget(
  text: string,
  allowPrivateHosts: boolean,
  resolve: Resolver = systemResolver,
): Promise<PinnedTarget> {
  const verdict = checkOutboundUrl(text, allowPrivateHosts)
  if (!verdict.ok) return verdict
  const host = hostOf(verdict.url)
  const literal = isIP(host)
  if (literal) return { ok: true, url: verdict.url, host, address: host, family: literal === 6 ? 6 : 4 }
  let addresses: { address: string; family: number }[]
  try {
    addresses = await resolve(host)
  } catch {
    return { ok: false, code: 'unreachable', reason: 'The host name could not be resolved' }
  }
  const first = addresses[0]
  if (!first || addresses.some((a) => isIP(a.address) === 0))
    return { ok: false, code: 'unreachable', reason: 'The host name could not be resolved' }
  if (!allowPrivateHosts && addresses.some((a) => !isPublicAddress(a.address)))
    return { ok: false, code: 'refused', reason: REFUSED }
  return { ok: true, url: verdict.url, host, address: first.address, family: isIP(first.address) === 6 ? 6 : 4 }
}

/** A socket lookup that answers the checked address whatever it is asked: no second DNS query is made. */
export function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as LookupFunction
}
