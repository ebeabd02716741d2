// DNS rebinding: a webhook host is resolved once, every answer checked, and the post connects to exactly the
// checked address (decision 130). A real receiver on 127.0.0.1; the resolver is injected so it can lie.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createTlsServer } from 'node:https'
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Resolver } from '../http/outbound-url'
import { startReceiver, type Receiver } from '../testing/webhook-receiver'
import { postWebhook } from './webhook-sender'

let receiver: Receiver | null = null
afterEach(async () => {
  await receiver?.close()
  receiver = null
})

/** Answers each call from the list in turn (the last one repeats), counting the calls. */
function rebinding(...answers: string[][]) {
  const calls: string[] = []
  const resolve: Resolver = async (host) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!
    calls.push(host)
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  return { resolve, calls }
}

/** A TCP server on 127.0.0.1 that counts connections and does `onSocket` with each. */
async function tcpServer(onSocket: (socket: Socket) => void = () => undefined) {
  const sockets: Socket[] = []
  const server: TcpServer = createTcpServer((socket) => {
    sockets.push(socket)
    socket.on('error', () => undefined)
    onSocket(socket)
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => sockets.length,
    close: () =>
      new Promise<void>((r) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => r())
      }),
  }
}

describe('the host check cannot be bypassed', () => {
  it('refuses every other spelling of a loopback or special address in the URL, without connecting', async () => {
    const listener = await tcpServer()
    try {
      const { port } = listener
      const dns = rebinding(['127.0.0.1'])
      for (const url of [
        `https://[::ffff:127.0.0.1]:${port}/hook`,
        `https://[::ffff:7f00:1]:${port}/hook`,
        `https://[::127.0.0.1]:${port}/hook`,
        `https://[64:ff9b::127.0.0.1]:${port}/hook`,
        `https://[64:ff9b:1::7f00:1]:${port}/hook`,
        `https://[2002:7f00:1::1]:${port}/hook`,
        `https://[2001:0:4136:e378:8000:63bf:80ff:fffe]:${port}/hook`,
        `https://[::]:${port}/hook`,
        `https://0x7f.1:${port}/hook`,
        `https://2130706433:${port}/hook`,
        `https://0.0.0.0:${port}/hook`,
        `https://100.64.0.1:${port}/hook`,
        `https://192.0.0.8:${port}/hook`,
        `https://240.0.0.1:${port}/hook`,
        `https://[fe80::1]:${port}/hook`,
        `https://[fec0::1]:${port}/hook`,
        `https://[fd00::1]:${port}/hook`,
        `https://[ff02::1]:${port}/hook`,
        `https://[2001:db8::1]:${port}/hook`,
      ]) {
        const result = await postWebhook(url, '{}', { allowPrivateHosts: false, resolve: dns.resolve, timeoutMs: 500 })
        expect(result, url).toMatchObject({ ok: false, permanent: true, reason: 'refused' })
      }
      expect(dns.calls).toEqual([])
      expect(listener.connections()).toBe(0)
    } finally {
      await listener.close()
    }
  })

  it('says only "unreachable" for a closed port, a reset, a silent port and a TLS mismatch: nothing tells them apart', async () => {
    const closed = await tcpServer()
    const closedPort = closed.port
    await closed.close()
    const reset = await tcpServer((socket) => socket.resetAndDestroy())
    const silent = await tcpServer()
    receiver = await startReceiver()
    try {
      const targets = [
        `http://127.0.0.1:${closedPort}/hook`,
        `http://127.0.0.1:${reset.port}/hook`,
        `http://127.0.0.1:${silent.port}/hook`,
        // https to a plain HTTP port: the TLS handshake fails.
        `https://127.0.0.1:${receiver.port}/hook`,
      ]
      const results = []
      for (const url of targets) results.push(await postWebhook(url, '{}', { allowPrivateHosts: true, timeoutMs: 300 }))
      for (const [i, result] of results.entries()) {
        expect(result, targets[i]).toEqual({
          ok: false,
          status: null,
          reason: 'unreachable',
          error: 'Webhook unreachable',
          retryAfterMs: null,
          permanent: false,
        })
      }
      expect(reset.connections()).toBe(1)
      expect(silent.connections()).toBe(1)
    } finally {
      await reset.close()
      await silent.close()
    }
  })
})

describe('webhook posts are pinned to the checked address', () => {
  it('resolves a host name once and connects to that answer, keeping the name in the Host header', async () => {
    receiver = await startReceiver()
    // First answer: the receiver. Any later answer points nowhere: a second lookup would lose the post.
    const dns = rebinding(['127.0.0.1'], ['192.0.2.1'])
    const url = `http://relay.local:${receiver.port}/hook`
    const result = await postWebhook(url, '{"n":1}', { allowPrivateHosts: true, resolve: dns.resolve })
    expect(result).toEqual({ ok: true, status: 202 })
    expect(dns.calls).toEqual(['relay.local'])
    const [post] = await receiver.waitFor(1)
    expect(post).toMatchObject({ path: '/hook', host: `relay.local:${receiver.port}`, body: { n: 1 } })
  })

  it('refuses a name that answers any private address, without connecting, unless private hosts are allowed', async () => {
    receiver = await startReceiver()
    const url = `https://hooks.rebind.example:${receiver.port}/hook`
    const answers = [
      ['127.0.0.1'],
      ['93.184.216.34', '10.0.0.7'],
      ['::1'],
      ['169.254.169.254'],
      ['::ffff:192.168.1.4'],
      // IPv4-mapped in hex, IPv4-compatible, NAT64 and 6to4 spellings of loopback; unique-local; link-local.
      ['::ffff:7f00:1'],
      ['::7f00:1'],
      ['64:ff9b::7f00:1'],
      ['2002:7f00:1::1'],
      ['fd00::1'],
      ['fe80::1'],
    ]
    for (const answer of answers) {
      const dns = rebinding(answer)
      const result = await postWebhook(url, '{}', { allowPrivateHosts: false, resolve: dns.resolve })
      expect(result, answer.join()).toMatchObject({ ok: false, permanent: true, reason: 'refused' })
      expect(dns.calls).toHaveLength(1)
    }
    expect(receiver.posts).toHaveLength(0)
  })

  it('a public first answer followed by a private one never reaches the private address', async () => {
    receiver = await startReceiver()
    // Checked answer: a public address that reaches nothing here in time. A client that looked the name up
    // again at connect time would get 127.0.0.1 and reach the receiver.
    const dns = rebinding(['93.184.216.34'], ['127.0.0.1'])
    const stop = new AbortController()
    const timer = setTimeout(() => stop.abort(), 1500)
    const result = await postWebhook(`https://hooks.rebind.example:${receiver.port}/hook`, '{}', {
      allowPrivateHosts: false,
      stop: stop.signal,
      resolve: dns.resolve,
    })
    clearTimeout(timer)
    expect(result.ok).toBe(false)
    expect(dns.calls).toHaveLength(1)
    expect(receiver.posts).toHaveLength(0)
  })

  it('refuses a private IP literal without a lookup; a name that does not resolve is unreachable, and retried', async () => {
    const dns = rebinding(['127.0.0.1'])
    expect(
      await postWebhook('https://127.0.0.1/hook', '{}', { allowPrivateHosts: false, resolve: dns.resolve }),
    ).toMatchObject({ ok: false, permanent: true, reason: 'refused' })
    expect(dns.calls).toHaveLength(0)
    // While the network is down every lookup fails like this: a blip, not a verdict on the webhook.
    for (const code of ['EAI_AGAIN', 'ENOTFOUND']) {
      const failing: Resolver = async () => {
        throw Object.assign(new Error(`getaddrinfo ${code} nowhere.rebind.example`), { code })
      }
      expect(
        await postWebhook('https://nowhere.rebind.example/hook', '{}', { allowPrivateHosts: false, resolve: failing }),
      ).toEqual({
        ok: false,
        status: null,
        reason: 'unreachable',
        error: 'Webhook unreachable',
        retryAfterMs: null,
        permanent: false,
      })
    }
  })

  it('over https sends the host name as SNI and verifies the certificate against it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lineside-tls-'))
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=other.example',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      )
      const seen: string[] = []
      const key = readFileSync(join(dir, 'key.pem'))
      const cert = readFileSync(join(dir, 'cert.pem'))
      const sni = (name: string, cb: (err: Error | null, ctx?: undefined) => void) => {
        seen.push(name)
        cb(null)
      }
      const server = createTlsServer({ key, cert, SNICallback: sni }, (_req, res) => res.writeHead(202).end())
      server.on('tlsClientError', () => undefined)
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
      const port = (server.address() as AddressInfo).port
      const dns = rebinding(['127.0.0.1'])
      const hello: string[] = []
      server.on('connection', () => hello.push('tcp'))
      const result = await postWebhook(`https://hooks.rebind.test:${port}/hook`, '{}', {
        allowPrivateHosts: true,
        resolve: dns.resolve,
      })
      await new Promise<void>((r) => server.close(() => r()))
      // The pinned connection reached 127.0.0.1; the untrusted certificate (not for this name) is refused.
      expect(hello).toHaveLength(1)
      // Said as unreachable, like a closed port: the reason never tells a TLS port from another.
      expect(result).toMatchObject({ ok: false, permanent: false, reason: 'unreachable', error: 'Webhook unreachable' })
      expect(seen).toEqual(['hooks.rebind.test'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
