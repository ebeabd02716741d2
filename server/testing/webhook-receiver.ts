// A real HTTP webhook receiver on 127.0.0.1 for tests: records every post, answers from a script.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedPost {
  path: string
  /** The Host header the post carried. */
  host: string
  body: unknown
  bytes: number
  at: number
}

export interface Answer {
  status?: number
  headers?: Record<string, string>
  /** Never answer (a hung receiver). */
  hang?: boolean
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export async function startReceiver(port = 0) {
  const posts: ReceivedPost[] = []
  /** Answers used in order, then 202 (what Teams Workflows answers). */
  const script: Answer[] = []
  const waiters: (() => void)[] = []
  const server: Server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const answer = script.shift() ?? { status: 202 }
      if (answer.hang) return
      const status = answer.status ?? 202
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // keep the raw text
      }
      if (status >= 200 && status < 300) posts.push({ path: req.url ?? '/', host: req.headers.host ?? '', body, bytes: Buffer.byteLength(text), at: Date.now() })
      res.writeHead(status, answer.headers).end()
      for (const w of waiters.splice(0)) w()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actualPort = (server.address() as AddressInfo).port

  /** Resolves once `n` posts were accepted (2xx), or rejects after `ms`. */
  async function waitFor(n: number, ms = 10_000): Promise<ReceivedPost[]> {
    const deadline = Date.now() + ms
    while (posts.length < n) {
      if (Date.now() > deadline) throw new Error(`receiver got ${posts.length} posts, wanted ${n}`)
      await new Promise<void>((r) => {
        waiters.push(r)
        setTimeout(r, 100)
      })
    }
    return posts
  }

  return {
    port: actualPort,
    url: (path = '/hook') => `http://127.0.0.1:${actualPort}${path}`,
    posts,
    script,
    waitFor,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>
