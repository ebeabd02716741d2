// Whether an IP address the server would connect to is on the public internet. Every special-purpose range of
// IANA's IPv4 and IPv6 registries is refused, and an IPv6 address that carries an IPv4 one (IPv4-mapped,
// IPv4-compatible, NAT64, 6to4) is judged by that IPv4 address, so no spelling of 127.0.0.1 gets through.
import { BlockList, isIPv4, isIPv6 } from 'node:net'

/** IANA IPv4 special-purpose registry (plus private, multicast and the reserved 240/4): never public. */
const IPV4_SPECIAL: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (DS-Lite, NAT64 discovery, PCP/TURN anycast)
  ['192.0.2.0', 24], // documentation TEST-NET-1
  ['192.31.196.0', 24], // AS112-v4
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation TEST-NET-2
  ['203.0.113.0', 24], // documentation TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the limited broadcast 255.255.255.255
]

/**
 * IPv6: only global unicast 2000::/3 can be public. Everything outside it — unspecified, loopback, discard-only
 * 100::/64, local-use NAT64 64:ff9b:1::/48, SRv6 5f00::/16, unique-local fc00::/7, link-local fe80::/10,
 * site-local fec0::/10, multicast ff00::/8 and the unassigned space — is refused, after the IPv4-carrying forms
 * are unwrapped (below). Inside 2000::/3 these special ranges are refused too.
 */
const IPV6_SPECIAL: readonly (readonly [string, number])[] = [
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID, AMT, AS112
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
]

function blockList(v4: readonly (readonly [string, number])[], v6: readonly (readonly [string, number])[]): BlockList {
  const list = new BlockList()
  for (const [net, prefix] of v4) list.addSubnet(net, prefix, 'ipv4')
  for (const [net, prefix] of v6) list.addSubnet(net, prefix, 'ipv6')
  return list
}

const SPECIAL = blockList(IPV4_SPECIAL, IPV6_SPECIAL)
const GLOBAL_UNICAST = blockList([], [['2000::', 3]])

/** The 16 bytes of an IPv6 address (any spelling: `::`, a trailing dotted quad, upper or lower case). */
export function ipv6Bytes(ip: string): number[] | null {
  if (!isIPv6(ip) || ip.includes('%')) return null
  let text = ip.toLowerCase()
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const front = groups(head)
  const back = tail === undefined ? [] : groups(tail)
  const all = tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
  if (all.length !== 8 || all.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) return null
  return all.flatMap((g) => [g >> 8, g & 0xff])
}

const zeros = (bytes: number[], from: number, to: number) => bytes.slice(from, to).every((b) => b === 0)
const dottedQuad = (bytes: number[]) => bytes.join('.')

/**
 * The IPv4 address an IPv6 address stands for, if it carries one: IPv4-mapped ::ffff:0:0/96 (a connect to it
 * reaches the IPv4 host), IPv4-compatible ::/96 (deprecated; :: and ::1 fall into 0.0.0.0/8), NAT64
 * 64:ff9b::/96 (the translator connects to the IPv4 host) and 6to4 2002::/16 (the IPv4 host is the tunnel's end).
 * Teredo (2001::/32) needs no unwrapping: the whole 2001::/23 block is refused.
 */
export function embeddedIpv4(ip: string): string | null {
  const b = ipv6Bytes(ip)
  if (!b) return null
  if (zeros(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) return dottedQuad(b.slice(12))
  if (zeros(b, 0, 12)) return dottedQuad(b.slice(12))
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zeros(b, 4, 12))
    return dottedQuad(b.slice(12))
  if (b[0] === 0x20 && b[1] === 0x02) return dottedQuad(b.slice(2, 6))
  return null
}

/** True only for an address on the public internet; anything unparsable, zoned or special is not. */
export function isPublicAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '')
  if (isIPv4(ip)) return !SPECIAL.check(ip, 'ipv4')
  if (!isIPv6(ip) || ip.includes('%')) return false
  const inner = embeddedIpv4(ip)
  if (inner !== null) return isPublicAddress(inner)
  return GLOBAL_UNICAST.check(ip, 'ipv6') && !SPECIAL.check(ip, 'ipv6')
}
