// Benchmark: 2,000 mixed mutations pushed in batches of 100 to a running server over HTTP.
// Prints mutations per second and the p95 batch time, for one device and for several pushing at once.
// Starts its own server on a temporary demo database unless BENCH_URL points at one (then
// BENCH_USER/BENCH_PASSWORD sign in there).
import { randomUUID } from 'node:crypto'
import { startServer } from './support/bench-app'

const TOTAL = Number(process.env.BENCH_MUTATIONS ?? 2000)
const BATCH = 100
const DEVICES = Number(process.env.BENCH_DEVICES ?? 4)

async function startTarget(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => {} }
  return startServer(3900 + Math.floor(Math.random() * 90))
}

async function login(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: process.env.BENCH_PASSWORD ?? 'demo1234' }),
  })
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/** A realistic mix: line status changes, new tickets, notes, and the engineer's accept/start/close. */
function* mutations(operatorToken: string, engineerToken: string, engineerId: number, lineVersions: Map<number, number>) {
  const lineIds = [...lineVersions.keys()]
  let id = 0
  const createdAt = () => new Date().toISOString()
  while (true) {
    const lineId = lineIds[id % lineIds.length]!
    const version = lineVersions.get(lineId)!
    lineVersions.set(lineId, version + 1)
    yield { mutationId: ++id, name: 'line.setStatus', args: { lineId, status: id % 3 === 0 ? 'stopped' : 'running', baseVersion: version }, createdAt: createdAt(), authToken: engineerToken }
    const ticketId = randomUUID()
    yield { mutationId: ++id, name: 'ticket.create', args: { id: ticketId, lineId, lineName: `Line ${lineId}`, category: 'mechanical', priority: 'medium', description: `Bench ticket ${id}` }, createdAt: createdAt(), authToken: engineerToken }
    yield { mutationId: ++id, name: 'ticket.assign', args: { ticketId, engineerId }, createdAt: createdAt(), authToken: engineerToken }
    yield { mutationId: ++id, name: 'ticket.accept', args: { ticketId }, createdAt: createdAt(), authToken: engineerToken }
    yield { mutationId: ++id, name: 'ticket.addNote', args: { ticketId, noteId: randomUUID(), notes: 'Checked the drive belt' }, createdAt: createdAt(), authToken: engineerToken }
    yield { mutationId: ++id, name: 'ticket.start', args: { ticketId }, createdAt: createdAt(), authToken: engineerToken }
    yield { mutationId: ++id, name: 'ticket.close', args: { ticketId, resolutionSummary: 'Belt replaced', timeSpent: 30 }, createdAt: createdAt(), authToken: engineerToken }
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const { url, stop } = await startTarget()
try {
  const operatorToken = await login(url, process.env.BENCH_USER ?? 'operator')
  const engineerToken = await login(url, 'engineer')
  const lines = (await (await fetch(`${url}/api/production-lines`, { headers: { Authorization: `Bearer ${operatorToken}` } })).json()) as { id: number; version: number }[]
  const me = (await (await fetch(`${url}/api/auth/verify`, { method: 'POST', headers: { Authorization: `Bearer ${engineerToken}` } })).json()) as { user: { id: number } }
  const versions = new Map(lines.map((l) => [l.id, l.version]))

  /** One device pushing its share of the mutations, batch after batch; returns each batch's time. */
  async function device(count: number, lineIds: number[]): Promise<number[]> {
    const mine = new Map(lineIds.map((id) => [id, versions.get(id)!]))
    const source = mutations(operatorToken, engineerToken, me.user.id, mine)
    const clientId = randomUUID()
    const times: number[] = []
    for (let sent = 0; sent < count; sent += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - sent) }, () => source.next().value!)
      const t0 = performance.now()
      const res = await fetch(`${url}/api/sync/push`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${operatorToken}` },
        body: JSON.stringify({ clientId, mutations: batch }),
      })
      if (!res.ok) throw new Error(`push: ${res.status} ${await res.text()}`)
      const body = (await res.json()) as { results: { status: string }[] }
      times.push(performance.now() - t0)
      for (const r of body.results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
    }
    return times
  }

  const statuses = new Map<string, number>()
  const allLineIds = [...versions.keys()]
  // One tablet at a time, then several at once (each on its own lines, as on the floor).
  for (const devices of [1, DEVICES]) {
    statuses.clear()
    const share = Math.ceil(TOTAL / devices)
    const started = performance.now()
    const perDevice = await Promise.all(
      Array.from({ length: devices }, (_, d) => device(share, allLineIds.filter((_, i) => i % devices === d))),
    )
    const seconds = (performance.now() - started) / 1000
    const batchTimes = perDevice.flat()
    const total = share * devices
    console.log(`sync-push: ${total} mutations in batches of ${BATCH} from ${devices} device(s)`)
    console.log(`  outcomes: ${[...statuses].map(([k, v]) => `${k} ${v}`).join(', ')}`)
    console.log(`  throughput: ${Math.round(total / seconds)} mutations/s applied (target >= 5000)`)
    console.log(`  batch time: p50 ${percentile(batchTimes, 50).toFixed(1)} ms, p95 ${percentile(batchTimes, 95).toFixed(1)} ms`)
    // Line versions moved on: read them again for the next round.
    const fresh = (await (await fetch(`${url}/api/production-lines`, { headers: { Authorization: `Bearer ${operatorToken}` } })).json()) as { id: number; version: number }[]
    for (const l of fresh) versions.set(l.id, l.version)
  }
} finally {
  await stop()
}
