// DNS rebinding: a webhook host is resolved once, every answer checked, and the post connects to exactly the
// checked address (decision 130). A real receiver on 127.0.0.1; the resolver is injected so it can lie.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createTlsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startReceiver, type Receiver } from '../testing/webhook-receiver'
import { postWebhook } from './webhook-sender'
import type { WebhookResolver } from './webhook-url'

let receiver: Receiver | null = null
afterEach(async () => {
  await receiver?.close()
  receiver = null
})

/** Answers each call from the list in turn (the last one repeats), counting the calls. */
function rebinding(...answers: string[][]) {
  const calls: string[] = []
  const resolve: WebhookResolver = async (host) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!
    calls.push(host)
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  return { resolve, calls }
}

describe('webhook posts are pinned to the checked address', () => {
  it('resolves a host name once and connects to that answer, keeping the name in the Host header', async () => {
    receiver = await startReceiver()
    // First answer: the receiver. Any later answer points nowhere: a second lookup would lose the post.
    const dns = rebinding(['127.0.0.1'], ['192.0.2.1'])
    const url = `http://relay.local:${receiver.port}/hook`
    const result = await postWebhook(url, '{"n":1}', true, undefined, dns.resolve)
    expect(result).toEqual({ ok: true, status: 202 })
    expect(dns.calls).toEqual(['relay.local'])
    const [post] = await receiver.waitFor(1)
    expect(post).toMatchObject({ path: '/hook', host: `relay.local:${receiver.port}`, body: { n: 1 } })
  })

  it('refuses a name that answers any private address, without connecting, unless private hosts are allowed', async () => {
    receiver = await startReceiver()
    const url = `https://hooks.rebind.example:${receiver.port}/hook`
    for (const answer of [['127.0.0.1'], ['93.184.216.34', '10.0.0.7'], ['::1'], ['169.254.169.254'], ['::ffff:192.168.1.4']]) {
      const dns = rebinding(answer)
      const result = await postWebhook(url, '{}', false, undefined, dns.resolve)
      expect(result).toMatchObject({ ok: false, permanent: true, error: 'Webhook host hooks.rebind.example resolves to a private address' })
      expect(dns.calls).toHaveLength(1)
    }
    expect(receiver.posts).toHaveLength(0)
  })

  it('a public first answer followed by a private one never reaches the private address', async () => {
    receiver = await startReceiver()
    // Checked answer: a documentation address that is public by the rules but reaches nothing here. A client
    // that looked the name up again at connect time would get 127.0.0.1 and reach the receiver.
    const dns = rebinding(['198.51.100.7'], ['127.0.0.1'])
    const stop = new AbortController()
    const timer = setTimeout(() => stop.abort(), 1500)
    const result = await postWebhook(`https://hooks.rebind.example:${receiver.port}/hook`, '{}', false, stop.signal, dns.resolve)
    clearTimeout(timer)
    expect(result.ok).toBe(false)
    expect(dns.calls).toHaveLength(1)
    expect(receiver.posts).toHaveLength(0)
  })

  it('refuses a private IP literal and an unresolvable name without a lookup of the literal', async () => {
    const dns = rebinding(['127.0.0.1'])
    expect(await postWebhook('https://127.0.0.1/hook', '{}', false, undefined, dns.resolve)).toMatchObject({ ok: false, permanent: true })
    expect(dns.calls).toHaveLength(0)
    const failing: WebhookResolver = async () => {
      throw new Error('ENOTFOUND')
    }
    expect(await postWebhook('https://nowhere.rebind.example/hook', '{}', false, undefined, failing)).toMatchObject({
      ok: false,
      error: 'Webhook host nowhere.rebind.example could not be resolved',
    })
  })

  it('over https sends the host name as SNI and verifies the certificate against it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lineside-tls-'))
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=other.example',
        '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' })
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
      const result = await postWebhook(`https://hooks.rebind.test:${port}/hook`, '{}', true, undefined, dns.resolve)
      await new Promise<void>((r) => server.close(() => r()))
      // The pinned connection reached 127.0.0.1; the untrusted certificate (not for this name) is refused.
      expect(hello).toHaveLength(1)
      expect(result).toMatchObject({ ok: false, permanent: false })
      expect(result.ok ? '' : result.error).toMatch(/certificate/i)
      expect(seen).toEqual(['hooks.rebind.test'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
