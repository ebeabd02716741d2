// Every spelling of a non-public address is refused: IPv4-mapped (dotted and hex), IPv4-compatible, NAT64,
// 6to4, Teredo, and each special-purpose range of IANA's IPv4 and IPv6 registries; public ones pass.
import { describe, expect, it } from 'vitest'
import { embeddedIpv4, ipv6Bytes, isPublicAddress } from './outbound-address'
import { checkOutboundUrl } from './outbound-url'

const NOT_PUBLIC = [
  // IPv4 special-purpose registry, private, multicast and reserved
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.255.255.254',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.1',
  '192.0.0.170',
  '192.0.2.7',
  '192.31.196.1',
  '192.52.193.1',
  '192.88.99.1',
  '192.168.1.4',
  '192.175.48.1',
  '198.18.0.1',
  '198.19.255.255',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6: unspecified, loopback, and loopback carried inside IPv6 in every form
  '::',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::FFFF:7F00:0001',
  '0:0:0:0:0:ffff:7f00:1',
  '::127.0.0.1',
  '::7f00:1',
  '64:ff9b::127.0.0.1',
  '64:ff9b::7f00:1',
  '64:ff9b::a00:1',
  '2002:7f00:1::',
  '2002:a9fe:a9fe::1',
  '2002:c0a8:104::1',
  // NAT64 local use, discard-only, Teredo (whatever it carries), IETF assignments, benchmarking, ORCHID
  '64:ff9b:1::1',
  '64:ff9b:1:7f00:1::',
  '100::1',
  '2001:0:4136:e378:8000:63bf:80ff:fffe',
  '2001::1',
  '2001:2::1',
  '2001:20::1',
  // documentation, SRv6, unique-local, site-local, link-local, multicast, outside global unicast
  '2001:db8::1',
  '3fff::1',
  '5f00::1',
  'fc00::1',
  'fd12:3456::1',
  'fec0::1',
  'feff::1',
  'fe80::1',
  'fe80::1%eth0',
  'ff02::1',
  'ff0e::1',
  '4000::1',
  '::ffff:0:7f00:1',
  // IPv4-mapped forms of the other IPv4 ranges
  '::ffff:169.254.169.254',
  '::ffff:a9fe:a9fe',
  '::ffff:100.64.0.1',
  '::ffff:192.0.0.1',
  '::ffff:240.0.0.1',
  '::ffff:0.0.0.0',
  // not an address at all
  'localhost',
  '',
  '1.2.3',
  '::ffff:999.0.0.1',
]

const PUBLIC = [
  '93.184.216.34',
  '1.1.1.1',
  '8.8.8.8',
  '100.63.255.255',
  '100.128.0.1',
  '172.32.0.1',
  '192.0.3.1',
  '198.20.0.1',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82b::200e',
  '::ffff:93.184.216.34',
  '::ffff:5db8:d822',
  '64:ff9b::5db8:d822',
  '2002:5db8:d822::1',
  '[2606:4700::1]',
]

describe('outbound addresses', () => {
  it.each(NOT_PUBLIC)('refuses %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(false)
  })

  it.each(PUBLIC)('allows %s', (ip) => {
    expect(isPublicAddress(ip)).toBe(true)
  })

  it('reads every IPv6 spelling into the same bytes and finds the IPv4 address it carries', () => {
    const loopback = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 127, 0, 0, 1]
    expect(ipv6Bytes('::ffff:127.0.0.1')).toEqual(loopback)
    expect(ipv6Bytes('0:0:0:0:0:FFFF:7F00:0001')).toEqual(loopback)
    expect(ipv6Bytes('1::2::3')).toBeNull()
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1')
    expect(embeddedIpv4('64:ff9b::c000:201')).toBe('192.0.2.1')
    expect(embeddedIpv4('2002:c000:0201::1')).toBe('192.0.2.1')
    expect(embeddedIpv4('2606:4700::1')).toBeNull()
  })

  it('checks URL literals after the URL parser normalised them (hex, decimal, short and bracketed forms)', () => {
    for (const url of [
      'https://[::ffff:127.0.0.1]:8443/hook',
      'https://[::ffff:7f00:1]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[64:ff9b::127.0.0.1]/hook',
      'https://[2002:7f00:1::1]/hook',
      'https://[fe80::1]/hook',
      'https://[fec0::1]/hook',
      'https://0x7f.1/hook',
      'https://2130706433/hook',
      'https://127.1/hook',
      'https://0177.0.0.1/hook',
      'https://100.64.0.1/hook',
      'https://[::]/hook',
    ]) {
      expect(checkOutboundUrl(url, false), url).toMatchObject({ ok: false, code: 'refused' })
    }
    expect(checkOutboundUrl('https://93.184.216.34/hook', false)).toMatchObject({ ok: true })
    expect(checkOutboundUrl('http://93.184.216.34/hook', false)).toMatchObject({ ok: false, code: 'bad_url' })
    expect(checkOutboundUrl('https://user:pw@example.com/hook', false)).toMatchObject({ ok: false, code: 'bad_url' })
    expect(checkOutboundUrl('not a url', false)).toMatchObject({ ok: false, code: 'bad_url' })
  })
})
