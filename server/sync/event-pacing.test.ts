// Issue 27.9: a burst of writes costs each live stream a few pokes, not one per write; a lone change still goes
// out at once; the last poke of a burst carries its highest sequence.
import { afterEach, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from '../testing/test-server'

interface Listener {
  changes: { seq: number; at: number }[]
  close(): Promise<void>
}

async function listen(s: TestServer, username: string): Promise<Listener> {
  const controller = new AbortController()
  const res = await s.app.request('/api/events', {
    headers: { Authorization: `Bearer ${await s.login(username)}` },
    signal: controller.signal,
  })
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  const changes: { seq: number; at: number }[] = []
  let buffer = ''
  let hello = () => {}
  const helloHeard = new Promise<void>((resolve) => (hello = resolve))
  const done = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (block.includes('event: hello')) hello()
        const id = /^id: (\d+)$/m.exec(block)
        if (block.includes('event: change') && id) changes.push({ seq: Number(id[1]), at: performance.now() })
      }
    }
  })()
  await helloHeard
  return {
    changes,
    async close() {
      controller.abort()
      await reader.cancel().catch(() => undefined)
      await done
    },
  }
}

const maxSeq = async (s: TestServer) =>
  Number(
    (
      await s.db
        .selectFrom('change_log')
        .select((eb) => eb.fn.max('seq').as('m'))
        .executeTakeFirstOrThrow()
    ).m,
  )

async function until(check: () => boolean, ms: number): Promise<void> {
  const deadline = performance.now() + ms
  while (!check() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10))
}

let s: TestServer
let listeners: Listener[] = []
afterEach(async () => {
  for (const l of listeners) await l.close()
  listeners = []
  await s?.close()
})

describe('live pokes are paced per stream', () => {
  it('sends each stream a few pokes for a burst of writes, the last with the highest sequence', async () => {
    // Wider than the default 100 ms so the bound holds however slowly a loaded machine writes.
    const windowMs = 250
    s = await createTestServer({ config: { pokeWindowMs: windowMs } })
    listeners = await Promise.all(['engineer', 'engineer2', 'operator2', 'viewer', 'admin'].map((u) => listen(s, u)))
    const lines = (await s.db.selectFrom('production_lines').select('id').orderBy('id').limit(20).execute()).map(
      (l) => l.id,
    )
    const writes = 80
    const started = performance.now()
    for (let i = 0; i < writes; i++) {
      const res = await s.as('operator', 'PATCH', `/api/production-lines/${lines[i % lines.length]}`, {
        status: Math.floor(i / 20) % 2 === 0 ? 'stopped' : 'running',
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    const burstMs = performance.now() - started
    const last = await maxSeq(s)
    await until(() => listeners.every((l) => l.changes.at(-1)?.seq === last), 3_000)
    // At most one poke per window while the burst lasted, plus the one that closes it.
    const bound = Math.ceil(burstMs / windowMs) + 1
    for (const l of listeners) {
      expect(l.changes.at(-1)?.seq).toBe(last)
      expect(l.changes.length).toBeLessThanOrEqual(bound)
      expect(l.changes.length).toBeLessThan(writes / 2)
      const seqs = l.changes.map((c) => c.seq)
      expect(seqs).toEqual([...new Set(seqs)].sort((a, b) => a - b))
    }
  })

  it('sends a lone change at once, also right after a burst has gone quiet', async () => {
    // A long window: a change that waited for it would show.
    const windowMs = 1_000
    s = await createTestServer({ config: { pokeWindowMs: windowMs } })
    const line = (await s.db.selectFrom('production_lines').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const l = await listen(s, 'engineer')
    listeners = [l]
    // Timed from the write's answer (its commit), not from the request: a loaded machine may take long to write,
    // but the poke must not wait for the window (it may even arrive before the answer).
    expect((await s.as('operator', 'PATCH', `/api/production-lines/${line}`, { status: 'stopped' })).status).toBe(200)
    let answeredAt = performance.now()
    await until(() => l.changes.length === 1, 3_000)
    expect(l.changes).toHaveLength(1)
    expect(l.changes[0]!.at - answeredAt).toBeLessThan(windowMs / 2)

    await new Promise((r) => setTimeout(r, windowMs + 100))
    expect((await s.as('operator', 'PATCH', `/api/production-lines/${line}`, { status: 'running' })).status).toBe(200)
    answeredAt = performance.now()
    await until(() => l.changes.length === 2, 3_000)
    expect(l.changes[1]!.seq).toBe(await maxSeq(s))
    expect(l.changes[1]!.at - answeredAt).toBeLessThan(windowMs / 2)
  })
})
