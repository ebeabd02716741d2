// The push benchmark's device (scripts/bench/sync-push.ts): a signed-in device holding its outbox, pushing it
// over its own keep-alive connection as the client's outbox does, and the plant's lines it writes to.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { outboxOf, type Mutation } from './push-workload'

/** Mutations per push, as the client's outbox sends them. */
export const BATCH = 100

export async function login(url: string, as?: 'admin'): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: as ?? process.env.BENCH_USER ?? 'engineer',
      password: as ? 'demo1234' : (process.env.BENCH_PASSWORD ?? 'demo1234'),
    }),
  })
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`)
  const { token, user } = (await res.json()) as { token: string; user: { id: number } }
  return { token, userId: user.id }
}

export interface Device {
  url: string
  token: string
  userId: number
  /** The device's outbox: its mutations, already made, sent in order in batches of BATCH. */
  outbox: Mutation[][]
  /** Its one connection, kept alive across its batches. */
  agent: http.Agent
}

/** A signed-in device holding `total` mutations (sign-in and the outbox are made before any timing). */
export async function signedInDevice(url: string, lineIds: number[], total: number): Promise<Device> {
  const { token, userId } = await login(url)
  const outbox = outboxOf(token, userId, lineIds, total, BATCH)
  return { url, token, userId, outbox, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) }
}

/**
 * One POST on the device's own keep-alive connection. The device is played by node:http: undici's fetch spent
 * about 1 ms of the benchmark's own CPU per batch, between one answer and the next request, which a browser's
 * native fetch does not (decision 170). BENCH_CLIENT=fetch measures with fetch instead.
 */
function postJson(device: Device, path: string, body: string): Promise<{ status: number; text: string }> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${device.token}` }
  if (process.env.BENCH_CLIENT === 'fetch') {
    return fetch(`${device.url}${path}`, { method: 'POST', headers, body }).then(async (res) => ({
      status: res.status,
      text: await res.text(),
    }))
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${device.url}${path}`,
      { method: 'POST', agent: device.agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * One device pushing its outbox under a new client id, each batch waiting for the answer (as the client's outbox
 * does). `roundTrips` collects each batch's time from send to answer, in ms.
 */
export async function push(device: Device, statuses: Map<string, number>, roundTrips?: number[]): Promise<void> {
  const clientId = randomUUID()
  try {
    for (const mutations of device.outbox) {
      const sent = performance.now()
      const res = await postJson(device, '/api/sync/push', JSON.stringify({ clientId, mutations }))
      roundTrips?.push(performance.now() - sent)
      if (res.status !== 200) throw new Error(`push: ${res.status} ${res.text}`)
      for (const r of (JSON.parse(res.text) as { results: { status: string }[] }).results)
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1)
    }
  } finally {
    device.agent.destroy()
  }
}

/**
 * The plant's lines, each with its hygiene hold switched off (by an admin, over the API): the floor writes the
 * status and ticket rows alone, and with holds on the mix's ticket.close holds its line, so every later status
 * press on it is refused and re-run in a savepoint — a workload no device sends (docs/decisions/213).
 */
export async function lineIdsOf(url: string): Promise<number[]> {
  const { token } = await login(url, 'admin')
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  const lines = (await (await fetch(`${url}/api/production-lines`, { headers })).json()) as { id: number }[]
  for (const { id } of lines) {
    const res = await fetch(`${url}/api/hygiene/lines/${id}/settings`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ holdEnabled: false }),
    })
    if (!res.ok) throw new Error(`hold off for line ${id}: ${res.status} ${await res.text()}`)
  }
  return lines.map((l) => l.id)
}
