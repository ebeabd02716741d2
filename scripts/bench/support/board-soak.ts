// The board soak (issue 33 §3; scripts/bench/board-soak.ts, short version e2e/board-soak.spec.ts): drives line
// and ticket changes through a real server's push API, as a floor of devices would, into an open wall board and
// a line tablet, and reads each page's JS heap and DOM after a forced garbage collection (Chrome DevTools
// Protocol: HeapProfiler.collectGarbage, Runtime.getHeapUsage, Performance.getMetrics).
import { randomUUID } from 'node:crypto'
import type { CDPSession, Page } from 'playwright'

export interface PageFigures {
  /** JS heap in use after a forced GC, bytes. */
  heap: number
  /** DOM nodes, event listeners and documents the page holds (Performance.getMetrics). */
  nodes: number
  listeners: number
  documents: number
}

/** A CDP session on `page` with the performance domain on, for pageFigures. */
export async function figuresSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  return cdp
}

/** The page's heap and DOM after a forced GC (twice: what the first frees may hold more). */
export async function pageFigures(cdp: CDPSession): Promise<PageFigures> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0
  return {
    heap: usedSize,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    documents: metric('Documents'),
  }
}

export interface SoakPlan {
  url: string
  /** Who makes the changes (an engineer: sets line statuses and takes tickets through). */
  username: string
  lineIds: number[]
  lineChanges: number
  /** Ticket changes: each ticket is created, assigned, accepted, started and closed (5 changes), off the lines. */
  ticketChanges: number
  /** Mutations per push, and the pause after each push (a floor's pace, not a flood). */
  batch: number
  paceMs: number
  /** The soak's tickets' descriptions start with this (its own, on a shared server). */
  title: string
  /** Called with the changes done so far when `at` of them are done (the soak pauses meanwhile). */
  checkpoints?: { at: number; run: (done: number) => Promise<void> }[]
}

export interface SoakResult {
  applied: number
  /** Outcomes other than applied, by status (a soak's changes should all apply). */
  other: Record<string, number>
  /** Each line's last status set, by line id. */
  lastStatus: Map<number, string>
  tickets: number
}

interface Mutation {
  mutationId: number
  name: string
  args: Record<string, unknown>
  createdAt: string
}

/**
 * Stopped and running in turn. (Not maintenance: leaving it needs a hygiene clearance on a food plant, so a
 * soak through maintenance would leave lines awaiting clearance rather than running.)
 */
const STATUSES = ['stopped', 'running'] as const

/** The soak's changes in order: line changes with a ticket change spread evenly among them. */
function* changes(plan: SoakPlan, engineerId: number): Generator<Omit<Mutation, 'mutationId' | 'createdAt'>> {
  const total = plan.lineChanges + plan.ticketChanges
  let lines = 0
  let tickets = 0
  let ticketId = ''
  const steps = ['ticket.create', 'ticket.assign', 'ticket.accept', 'ticket.start', 'ticket.close'] as const
  for (let i = 0; i < total; i++) {
    const ticketDue = Math.floor(((i + 1) * plan.ticketChanges) / total) > tickets
    if (ticketDue && tickets < plan.ticketChanges) {
      const step = steps[tickets % steps.length]!
      if (step === 'ticket.create') ticketId = randomUUID()
      tickets++
      const args: Record<string, Record<string, unknown>> = {
        // Not on a line: closing an engineering ticket on a line holds it for hygiene clearance (issue 29),
        // which would take the soak's lines out of its hands.
        'ticket.create': {
          id: ticketId,
          lineId: null,
          lineName: 'Other',
          otherLocation: `Soak bay ${1 + (Math.floor(tickets / steps.length) % 4)}`,
          category: 'mechanical',
          priority: 'medium',
          description: `${plan.title} ${tickets}`,
        },
        'ticket.assign': { ticketId, engineerId },
        'ticket.accept': { ticketId },
        'ticket.start': { ticketId },
        'ticket.close': { ticketId, resolutionSummary: 'Belt replaced', timeSpent: 15 },
      }
      yield { name: step, args: args[step]! }
    } else {
      const lineId = plan.lineIds[lines % plan.lineIds.length]!
      const status = STATUSES[Math.floor(lines / plan.lineIds.length) % STATUSES.length]!
      lines++
      const at = new Date().toISOString()
      yield {
        name: 'line.setStatus',
        args: {
          lineId,
          status,
          issue: status === 'stopped' ? 'Conveyor belt jammed at infeed' : null,
          baseVersion: 0,
          at,
        },
      }
    }
  }
}

/** Pushes the plan's changes over HTTP in batches, at the plan's pace; returns their outcomes. */
export async function driveSoak(plan: SoakPlan): Promise<SoakResult> {
  const login = await fetch(`${plan.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: plan.username, password: 'demo1234' }),
  })
  if (!login.ok) throw new Error(`soak login: ${login.status}`)
  const { token, user } = (await login.json()) as { token: string; user: { id: number } }
  const clientId = randomUUID()
  const result: SoakResult = { applied: 0, other: {}, lastStatus: new Map(), tickets: 0 }
  const checkpoints = [...(plan.checkpoints ?? [])].sort((a, b) => a.at - b.at)
  let mutationId = 0
  let batch: Mutation[] = []
  const send = async () => {
    if (!batch.length) return
    const res = await fetch(`${plan.url}/api/sync/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ clientId, mutations: batch }),
    })
    if (!res.ok) throw new Error(`soak push: ${res.status} ${await res.text()}`)
    for (const r of ((await res.json()) as { results: { status: string }[] }).results) {
      if (r.status === 'applied') result.applied++
      else result.other[r.status] = (result.other[r.status] ?? 0) + 1
    }
    batch = []
    if (plan.paceMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.paceMs))
  }
  // Press times strictly increase: two presses on one line in the same millisecond would leave which came last
  // to chance (the press time decides, docs/decisions/082).
  let lastMs = 0
  for (const change of changes(plan, user.id)) {
    lastMs = Math.max(Date.now(), lastMs + 1)
    const createdAt = new Date(lastMs).toISOString()
    if (change.name === 'line.setStatus') {
      const args: Record<string, unknown> = { ...change.args, at: createdAt }
      result.lastStatus.set(args.lineId as number, args.status as string)
      batch.push({ ...change, args, mutationId: ++mutationId, createdAt })
    } else {
      if (change.name === 'ticket.create') result.tickets++
      batch.push({ ...change, mutationId: ++mutationId, createdAt })
    }
    if (batch.length >= plan.batch) await send()
    while (checkpoints.length && mutationId >= checkpoints[0]!.at) {
      await send()
      await checkpoints.shift()!.run(mutationId)
    }
  }
  await send()
  return result
}

/** Waits until every tile `page` shows for these lines has its last status (the board has caught up). */
export async function boardShows(page: Page, lastStatus: Map<number, string>, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      expected.every(([id, status]) => {
        const tile = document.querySelector(`[data-line-id="${id}"][data-status]`)
        return !tile || tile.getAttribute('data-status') === status
      }),
    [...lastStatus],
    { timeout, polling: 250 },
  )
}

export const mb = (bytes: number) => bytes / 1024 / 1024

/**
 * The lines of `ids` (all of the board's when absent) a soak can drive: not in maintenance (leaving it holds the
 * line for hygiene clearance) and not awaiting clearance (a held line refuses a status), as the board shows them.
 */
export async function soakableLines(board: Page, ids?: number[]): Promise<number[]> {
  const tiles = await board
    .locator('[data-line-id][data-status]')
    .evaluateAll((els) =>
      els.map((el) => [Number(el.getAttribute('data-line-id')), el.getAttribute('data-status')] as const),
    )
  return tiles
    .filter(([id, status]) => (!ids || ids.includes(id)) && status !== 'maintenance' && status !== 'awaiting_clearance')
    .map(([id]) => id)
}
