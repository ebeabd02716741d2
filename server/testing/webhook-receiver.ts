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
  /** Answer this long after the body arrived (a slow receiver). */
  delayMs?: number
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export async function startReceiver(port = 0) {
  const posts: ReceivedPost[] = []
  /** Answers used in order, then 202 (what Teams Workflows answers). */
  const script: Answer[] = []
  const waiters: (() => void)[] = []
  /** Called as each post arrives, before it is answered (with the answer it will get). */
  const hooks: { onArrival: ((body: unknown, answer: Answer) => void) | null; fallback: Answer } = {
    onArrival: null,
    fallback: { status: 202 },
  }
  const server: Server = createServer((req, res) => {
    void readBody(req).then(async (text) => {
      const answer = { ...(script.shift() ?? hooks.fallback) }
      hooks.onArrival?.(parse(text), answer)
      if (answer.hang) return
      if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs))
      const status = answer.status ?? 202
      const body = parse(text)
      if (status >= 200 && status < 300)
        posts.push({
          path: req.url ?? '/',
          host: req.headers.host ?? '',
          body,
          bytes: Buffer.byteLength(text),
          at: Date.now(),
        })
      res.writeHead(status, answer.headers).end()
      for (const w of waiters.splice(0)) w()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actualPort = (server.address() as AddressInfo).port

  /** Resolves at the next accepted post, or after 100 ms. */
  const nextPost = () =>
    new Promise<void>((r) => {
      waiters.push(r)
      setTimeout(r, 100)
    })

  /** Resolves once `n` posts were accepted (2xx), or rejects after `ms`. */
  async function waitFor(n: number, ms = 10_000): Promise<ReceivedPost[]> {
    const deadline = Date.now() + ms
    while (posts.length < n) {
      if (Date.now() > deadline) throw new Error(`receiver got ${posts.length} posts, wanted ${n}`)
      await nextPost()
    }
    return posts
  }

  /** The first accepted post that `match` picks (other senders may post to the same receiver meanwhile). */
  async function waitForPost(match: (post: ReceivedPost) => boolean, ms = 10_000): Promise<ReceivedPost> {
    const deadline = Date.now() + ms
    for (;;) {
      const found = posts.find(match)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`receiver got ${posts.length} posts, none of them the one wanted`)
      await nextPost()
    }
  }

  return {
    port: actualPort,
    url: (path = '/hook') => `http://127.0.0.1:${actualPort}${path}`,
    posts,
    script,
    hooks,
    waitFor,
    waitForPost,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>
