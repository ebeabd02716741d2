// Tests only: a real local HTTP endpoint standing in for a browser's push service. It holds the browser side of
// each subscription (a P-256 key pair and the auth secret), checks the VAPID Authorization header (an ES256 JWT
// verified with the key given in `k=`, RFC 8292) and decrypts the body (RFC 8291 aes128gcm: ECDH + HKDF, then
// AES-128-GCM), so a test sees exactly what the phone would show. Answers 201, or what a test scripts (410, 503).
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Delivered {
  path: string
  headers: IncomingMessage['headers']
  /** The decrypted payload text. */
  text: string
  jwt: { header: Record<string, unknown>; claims: Record<string, unknown> }
  /** The `k=` of the Authorization header: the server's VAPID public key. */
  vapidKey: string
}

export interface BrowserSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

const b64u = (b: Buffer) => b.toString('base64url')
const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** RFC 8291 §3.4 and RFC 8188: one record, padded with a 0x02 delimiter. */
export function decryptAes128gcm(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const idlen = body[20]!
  const asPublic = body.subarray(21, 21 + idlen)
  const ciphertext = body.subarray(21 + idlen)
  const uaPublic = uaPrivate.getPublicKey()
  const ecdhSecret = uaPrivate.computeSecret(asPublic)
  const prkKey = hmac(authSecret, ecdhSecret)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])])
  const ikm = hmac(prkKey, keyInfo)
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  let end = plain.length - 1
  while (end >= 0 && plain[end] === 0) end--
  if (plain[end] !== 2) throw new Error('missing padding delimiter')
  return plain.subarray(0, end).toString('utf8')
}

/** Verifies `vapid t=<jwt>, k=<key>`: the ES256 signature with k, and answers the header and claims. */
export function verifyVapid(authorization: string): {
  header: Record<string, unknown>
  claims: Record<string, unknown>
  key: string
} {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization.trim())
  if (!m) throw new Error(`not a VAPID Authorization header: ${authorization}`)
  const [jwt, k] = [m[1]!, m[2]!]
  const [h, p, s] = jwt.split('.')
  const point = Buffer.from(k, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  })
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s!, 'base64url'),
  )
  if (!ok) throw new Error('VAPID signature does not verify with k')
  return {
    header: JSON.parse(Buffer.from(h!, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>,
    key: k,
  }
}

export interface TestPushService {
  url: string
  /** A new browser subscription on this service (its own keys), as PushSubscription.toJSON() gives it. */
  subscribe(name: string): BrowserSubscription
  delivered: Delivered[]
  /** Answers in order, one per request; when empty: 201. */
  script: { status: number; headers?: Record<string, string> }[]
  /** Endpoint paths that answer 410 Gone from now on. */
  gone: Set<string>
  /** Requests that failed the checks (bad signature, undecryptable): a test expects none. */
  errors: string[]
  waitFor(n: number, timeoutMs?: number): Promise<Delivered[]>
  close(): Promise<void>
}

export async function startTestPushService(): Promise<TestPushService> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>()
  const delivered: Delivered[] = []
  const script: TestPushService['script'] = []
  const gone = new Set<string>()
  const errors: string[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const path = req.url ?? '/'
      if (gone.has(path)) {
        res.writeHead(410).end()
        return
      }
      const scripted = script.shift()
      if (scripted && scripted.status >= 300) {
        res.writeHead(scripted.status, scripted.headers).end()
        return
      }
      try {
        const device = devices.get(path)
        if (!device) throw new Error(`no subscription at ${path}`)
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding is not aes128gcm')
        if (!req.headers.ttl) throw new Error('no TTL header')
        const vapid = verifyVapid(String(req.headers.authorization ?? ''))
        const text = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth)
        delivered.push({ path, headers: req.headers, text, jwt: vapid, vapidKey: vapid.key })
        res.writeHead(scripted?.status ?? 201).end()
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error))
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    delivered,
    script,
    gone,
    errors,
    subscribe(name) {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const path = `/push/${name}`
      devices.set(path, { ecdh, auth })
      return { endpoint: `${url}${path}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } }
    },
    async waitFor(n, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs
      while (delivered.length < n) {
        if (Date.now() > until)
          throw new Error(`expected ${n} pushes, got ${delivered.length}; errors: ${errors.join('; ')}`)
        await new Promise((r) => setTimeout(r, 20))
      }
      return delivered
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}
