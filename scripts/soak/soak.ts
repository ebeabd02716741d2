// Soak (issue 13.6, 16): three devices with different users push random mutations in random batches to a real
// server process, with lost answers, duplicate and out-of-order re-sends, foreign client ids and kill -9
// restarts on the same data folder. Then every acknowledged mutation must be there exactly once, nothing
// duplicated, lastMutationId right per client, and a fresh pull on each device equal to the server's state.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { ServerProcess } from './server-process'

export interface SoakOptions {
  perDevice: number
  kills: number
  seed?: number
  log?: (line: string) => void
}

interface Mutation {
  mutationId: number
  name: string
  args: Record<string, unknown>
  createdAt: string
}

interface Device {
  user: string
  userId: number
  token: string
  clientId: string
  mutations: Mutation[]
  /** Acknowledged: the server's answer was heard. */
  acked: Map<number, string>
  last: number
}

export interface SoakCounts {
  devices: number
  mutations: number
  acknowledged: number
  applied: number
  superseded: number
  rejected: number
  lostAnswers: number
  duplicateResends: number
  outOfOrderRefused: number
  foreignRefused: number
  kills: number
  networkErrors: number
  tickets: number
  notes: number
}

function rng(seed: number) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

const LINES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
const STATUSES = ['running', 'stopped', 'maintenance']

/** A random but plausible day for one user: line presses, tickets made on the device, their full chain. */
function makeMutations(user: string, userId: number, count: number, random: () => number): Mutation[] {
  const out: Mutation[] = []
  const open: { id: string; step: number }[] = []
  const at = () => new Date(Date.now() - Math.floor(random() * 60_000)).toISOString()
  while (out.length < count) {
    const id = out.length + 1
    const r = random()
    const engineer = user !== 'operator'
    if (r < 0.35) {
      out.push({
        mutationId: id,
        name: 'line.setStatus',
        args: {
          lineId: LINES[Math.floor(random() * LINES.length)],
          status: STATUSES[Math.floor(random() * 3)],
          baseVersion: 0,
        },
        createdAt: at(),
      })
    } else if (r < 0.55 || open.length === 0) {
      const ticketId = randomUUID()
      out.push({
        mutationId: id,
        name: 'ticket.create',
        args: {
          id: ticketId,
          lineId: LINES[Math.floor(random() * LINES.length)],
          lineName: 'Soak line',
          category: 'mechanical',
          priority: 'medium',
          description: `Soak ${user} ${id}`,
        },
        createdAt: at(),
      })
      open.push({ id: ticketId, step: 0 })
    } else {
      const t = open[Math.floor(random() * open.length)]!
      const chain = [
        'ticket.assign',
        'ticket.accept',
        'ticket.addNote',
        'ticket.start',
        'ticket.addNote',
        'ticket.close',
      ]
      const name = chain[t.step]!
      const args: Record<string, unknown> =
        name === 'ticket.assign'
          ? { ticketId: t.id, engineerId: engineer ? userId : 3 }
          : name === 'ticket.addNote'
            ? { ticketId: t.id, noteId: randomUUID(), notes: `Note ${id}` }
            : name === 'ticket.close'
              ? { ticketId: t.id, resolutionSummary: 'Fixed', timeSpent: 20 }
              : { ticketId: t.id }
      out.push({ mutationId: id, name, args, createdAt: at() })
      t.step++
      if (t.step >= chain.length) open.splice(open.indexOf(t), 1)
    }
  }
  return out
}

export async function runSoak(options: SoakOptions): Promise<SoakCounts> {
  const log = options.log ?? (() => undefined)
  const random = rng(options.seed ?? 20261123)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-soak-'))
  const server = new ServerProcess(dataDir, 4700 + Math.floor(Math.random() * 200))
  const counts: SoakCounts = {
    devices: 3,
    mutations: 0,
    acknowledged: 0,
    applied: 0,
    superseded: 0,
    rejected: 0,
    lostAnswers: 0,
    duplicateResends: 0,
    outOfOrderRefused: 0,
    foreignRefused: 0,
    kills: 0,
    networkErrors: 0,
    tickets: 0,
    notes: 0,
  }
  try {
    await server.start()
    const call = async (method: string, url: string, token: string | null, body?: unknown) => {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> }
    }
    // The soak is about sync, not hygiene: every line's clearance hold is switched off (issue 29), so a press
    // leaving maintenance and a ticket closed with work done change the line only as pressed.
    const admin = await call('POST', '/api/auth/login', null, { username: 'admin', password: 'demo1234' })
    const adminToken = admin.body.token as string
    const allLines = (await call('GET', '/api/production-lines', adminToken)).body as unknown as { id: number }[]
    for (const l of allLines)
      await call('PUT', `/api/hygiene/lines/${l.id}/settings`, adminToken, { holdEnabled: false })
    const devices: Device[] = []
    for (const user of ['operator', 'engineer', 'engineer2']) {
      const login = await call('POST', '/api/auth/login', null, { username: user, password: 'demo1234' })
      const token = login.body.token as string
      const userId = (login.body.user as { id: number }).id
      devices.push({
        user,
        userId,
        token,
        clientId: randomUUID(),
        mutations: makeMutations(user, userId, options.perDevice, random),
        acked: new Map(),
        last: 0,
      })
    }
    counts.mutations = devices.length * options.perDevice

    const totalBatches = Math.ceil((options.perDevice * 3) / 20)
    const killAt = new Set(
      Array.from({ length: options.kills }, (_, i) => Math.floor(((i + 1) * totalBatches) / (options.kills + 1))),
    )
    let round = 0
    while (devices.some((d) => d.last < d.mutations.length)) {
      round++
      if (killAt.has(round)) {
        // Kill while a push may be in flight: fire one and kill at once.
        const d = devices.find((x) => x.last < x.mutations.length)!
        const inflight = call('POST', '/api/sync/push', d.token, {
          clientId: d.clientId,
          mutations: d.mutations.slice(d.last, d.last + 20).map((m) => ({ ...m, authToken: d.token })),
        }).catch(() => null)
        await new Promise((r) => setTimeout(r, Math.floor(random() * 20)))
        await server.kill()
        await inflight
        counts.kills++
        log(`kill -9 #${counts.kills} at round ${round}; restarting on the same data folder`)
        await server.start()
      }
      for (const d of devices) {
        if (d.last >= d.mutations.length) continue
        const fault = random()
        try {
          if (fault < 0.08 && d.last > 0) {
            // A duplicate re-send of an old batch: it must answer the stored verdicts.
            const from = Math.floor(random() * d.last)
            const old = d.mutations.slice(from, Math.min(d.last, from + 10))
            const res = await call('POST', '/api/sync/push', d.token, {
              clientId: d.clientId,
              mutations: old.map((m) => ({ ...m, authToken: d.token })),
            })
            for (const r of (res.body.results as { mutationId: number; status: string }[]) ?? []) {
              if (d.acked.has(r.mutationId) && d.acked.get(r.mutationId) !== r.status)
                throw new Error(
                  `re-send of ${d.user} #${r.mutationId}: ${r.status}, first heard ${d.acked.get(r.mutationId)}`,
                )
            }
            counts.duplicateResends++
            continue
          }
          if (fault < 0.13) {
            // Out of order: skip one id. Nothing of it may apply.
            const res = await call('POST', '/api/sync/push', d.token, {
              clientId: d.clientId,
              mutations: d.mutations.slice(d.last + 1, d.last + 3).map((m) => ({ ...m, authToken: d.token })),
            })
            if (res.status !== 409 && d.last + 1 < d.mutations.length)
              throw new Error(`out-of-order push answered ${res.status}`)
            if (res.status === 409) counts.outOfOrderRefused++
            continue
          }
          if (fault < 0.17) {
            // Someone else's client id: refused, progress untouched.
            const other = devices.find((x) => x !== d && x.last > 0)
            if (other) {
              const res = await call('POST', '/api/sync/push', d.token, {
                clientId: other.clientId,
                mutations: [{ ...d.mutations[d.last]!, mutationId: other.last + 1, authToken: d.token }],
              })
              if (res.status !== 403) throw new Error(`foreign client push answered ${res.status}`)
              counts.foreignRefused++
              continue
            }
          }
          const size = 1 + Math.floor(random() * 25)
          const batch = d.mutations.slice(d.last, d.last + size)
          const res = await call('POST', '/api/sync/push', d.token, {
            clientId: d.clientId,
            mutations: batch.map((m) => ({ ...m, authToken: d.token })),
          })
          if (res.status !== 200) throw new Error(`push ${d.user}: ${res.status} ${JSON.stringify(res.body)}`)
          if (fault < 0.27) {
            // The answer is lost on the way back: the device knows nothing and sends again later.
            counts.lostAnswers++
            continue
          }
          for (const r of res.body.results as { mutationId: number; status: string }[]) {
            const first = d.acked.get(r.mutationId)
            if (first && first !== r.status)
              throw new Error(`${d.user} #${r.mutationId}: ${r.status}, first heard ${first}`)
            if (r.status === 'duplicate')
              throw new Error(`${d.user} #${r.mutationId}: answered duplicate within the outcome window`)
            d.acked.set(r.mutationId, r.status)
          }
          d.last = res.body.lastMutationId as number
        } catch (error) {
          if (error instanceof TypeError) {
            counts.networkErrors++
            continue
          }
          throw error
        }
      }
    }

    // Converge: each device pulls a fresh snapshot, page by page.
    const snapshots: string[] = []
    for (const d of devices) {
      const lines: Record<string, string> = {}
      const tickets: Record<string, string> = {}
      let page: string | null = null
      do {
        const res = await call('GET', `/api/sync/pull?clientId=${d.clientId}${page ? `&page=${page}` : ''}`, d.token)
        if (res.body.lastMutationId !== d.mutations.length)
          throw new Error(`${d.user}: lastMutationId ${res.body.lastMutationId}, expected ${d.mutations.length}`)
        const changes = res.body.changes as {
          lines: { id: number; status: string }[]
          tickets: { id: string; status: string; notes: unknown[] }[]
        }
        for (const l of changes.lines) lines[l.id] = l.status
        for (const t of changes.tickets) tickets[t.id] = `${t.status}/${t.notes.length}`
        page = res.body.next as string | null
      } while (page)
      snapshots.push(JSON.stringify({ lines, tickets }))
    }
    await server.stop()

    const db = new SQLite(path.join(dataDir, 'lineside.sqlite'), { readonly: true })
    try {
      const truthLines = Object.fromEntries(
        (db.prepare('select id, status from production_lines').all() as { id: number; status: string }[]).map((r) => [
          r.id,
          r.status,
        ]),
      )
      const truthTickets = Object.fromEntries(
        (
          db
            .prepare(
              'select t.id, t.status, (select count(*) from ticket_notes n where n.ticket_id = t.id) as notes from tickets t where t.archived_at is null',
            )
            .all() as { id: string; status: string; notes: number }[]
        ).map((r) => [r.id, `${r.status}/${r.notes}`]),
      )
      const truth = JSON.stringify({ lines: truthLines, tickets: truthTickets })
      for (const [i, snap] of snapshots.entries()) {
        const got = JSON.parse(snap) as { lines: Record<string, string>; tickets: Record<string, string> }
        if (
          JSON.stringify(got.lines) !== JSON.stringify(truthLines) ||
          Object.keys(got.tickets).length !== Object.keys(truthTickets).length ||
          Object.entries(truthTickets).some(([k, v]) => got.tickets[k] !== v)
        ) {
          throw new Error(
            `${devices[i]!.user}'s fresh pull differs from the server: ${snap.slice(0, 300)} vs ${truth.slice(0, 300)}`,
          )
        }
      }
      for (const d of devices) {
        const client = db
          .prepare('select last_mutation_id, owner_user_id from sync_clients where client_id = ?')
          .get(d.clientId) as { last_mutation_id: number; owner_user_id: number }
        if (client.last_mutation_id !== d.mutations.length || client.owner_user_id !== d.userId)
          throw new Error(`${d.user}: client row ${JSON.stringify(client)}`)
        const outcomes = db
          .prepare('select mutation_id, status from sync_outcomes where client_id = ? order by mutation_id')
          .all(d.clientId) as { mutation_id: number; status: string }[]
        if (outcomes.length !== d.mutations.length || outcomes.some((o, i) => o.mutation_id !== i + 1))
          throw new Error(`${d.user}: ${outcomes.length} outcomes for ${d.mutations.length} mutations`)
        for (const o of outcomes) {
          const heard = d.acked.get(o.mutation_id)
          if (heard && heard !== o.status)
            throw new Error(`${d.user} #${o.mutation_id}: stored ${o.status}, heard ${heard}`)
          counts[o.status as 'applied' | 'superseded' | 'rejected']++
        }
        counts.acknowledged += d.acked.size
        // Exactly once: every applied create is one ticket, every applied note one note, each audited once.
        for (const m of d.mutations) {
          const status = outcomes[m.mutationId - 1]!.status
          if (m.name === 'ticket.create') {
            const n = (
              db.prepare('select count(*) as n from tickets where id = ?').get(m.args.id as string) as { n: number }
            ).n
            const audits = (
              db
                .prepare("select count(*) as n from audit_log where action = 'ticket.create' and resource_id = ?")
                .get(m.args.id as string) as { n: number }
            ).n
            if (n !== (status === 'applied' ? 1 : 0) || audits !== n)
              throw new Error(`${d.user} #${m.mutationId}: ${n} tickets, ${audits} audits for a ${status} create`)
            counts.tickets += n
          }
          if (m.name === 'ticket.addNote') {
            const n = (
              db.prepare('select count(*) as n from ticket_notes where id = ?').get(m.args.noteId as string) as {
                n: number
              }
            ).n
            if (n !== (status === 'applied' ? 1 : 0))
              throw new Error(`${d.user} #${m.mutationId}: ${n} notes for a ${status} note`)
            counts.notes += n
          }
        }
        const presses = d.mutations.filter(
          (m) => m.name === 'line.setStatus' && outcomes[m.mutationId - 1]!.status !== 'rejected',
        ).length
        const rows = (
          db.prepare('select count(*) as n from line_status_history where changed_by = ?').get(d.userId) as {
            n: number
          }
        ).n
        if (rows !== presses) throw new Error(`${d.user}: ${rows} status history rows for ${presses} presses`)
      }
    } finally {
      db.close()
    }
    return counts
  } finally {
    await server.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
