// Benchmark (issue 16.6): a first sync of a big plant — 50,000 open tickets and 10,000 machines (BENCH_TICKETS,
// BENCH_MACHINES) — from a server process. Prints the time to fetch every snapshot page over HTTP, the time
// of a full first sync by the real sync engine into IndexedDB (fake-indexeddb in Node), page count, the
// largest answer and the server's peak memory (VmHWM).
// 3. A fresh tablet (issue 33): Debian's Chromium signs in as an operator on the built app served by a server on
// the same data and opens the board (/production). Prints when the board is usable (its 40 line tiles on
// screen; target <= 3 s from the Login press), when the whole first sync is done (every ticket in IndexedDB;
// target <= 20 s) and the tab's peak memory (its renderer process's resident memory, sampled every 250 ms, and
// the JS heap; target <= 300 MB). BENCH_BROWSER=0 skips it.
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import type { User } from '../../shared/types'
import { prepareDatabase } from '../../server/bootstrap'
import { systemClock } from '../../server/context'
import { ServerProcess } from '../soak/server-process'
import { startAppProcess } from '../../server/testing/app-process'
import { ensureBenchBuild, launchBrowser } from './support/bench-app'

const TICKETS = Number(process.env.BENCH_TICKETS ?? 50_000)
const MACHINES = Number(process.env.BENCH_MACHINES ?? 10_000)

const memory = new Map<string, string>()
;(globalThis as { localStorage?: unknown }).localStorage = {
  getItem: (k: string) => memory.get(k) ?? null,
  setItem: (k: string, v: string) => void memory.set(k, v),
  removeItem: (k: string) => void memory.delete(k),
}

function peakKb(pid: number | undefined): number {
  if (!pid) return 0
  const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) : 0
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lineside-first-sync-'))
const server = new ServerProcess(dataDir, 4500 + Math.floor(Math.random() * 100))
try {
  const kysely = await prepareDatabase(dataDir, 'demo', systemClock, 0)
  await kysely.destroy()
  const db = new SQLite(path.join(dataDir, 'lineside.sqlite'))
  const now = new Date().toISOString()
  const ticket = db.prepare(
    "insert into tickets (id, ticket_number, ticket_type, line_id, line_name, category, priority, description, status, created_at, updated_at, follow_up_required) values (?, ?, 'engineering', 1, 'Unit B - Line 1', 'mechanical', 'medium', ?, 'open', ?, ?, 0)",
  )
  const machine = db.prepare(
    "insert into machines (id, line_id, name, type, is_active, status, created_at, updated_at) values (?, ?, ?, 'mixer', 1, 'operational', ?, ?)",
  )
  db.transaction(() => {
    for (let i = 0; i < TICKETS; i++)
      ticket.run(randomUUID(), 500_000 + i, `Conveyor belt slipping near the infeed, checked tension (${i})`, now, now)
    for (let i = 0; i < MACHINES; i++) machine.run(randomUUID(), 1 + (i % 12), `Machine ${i}`, now, now)
  })()
  db.close()
  await server.start()
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'engineer', password: 'demo1234' }),
  })
  const { token, user } = (await login.json()) as { token: string; user: User }

  // 1. Every page over HTTP, as the device fetches them.
  let page: string | null = null
  let pages = 0
  let largest = 0
  const t0 = performance.now()
  do {
    const res: Response = await fetch(`${server.url}/api/sync/pull${page ? `?page=${page}` : ''}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    const text = await res.text()
    largest = Math.max(largest, text.length)
    page = (JSON.parse(text) as { next: string | null }).next
    pages++
  } while (page)
  const httpMs = performance.now() - t0

  // 2. The real engine: staged pages, applied at once.
  const { writeSession } = await import('../../client/lib/session-store')
  const { LinesideDb } = await import('../../client/data/db')
  const { SyncEngine } = await import('../../client/sync/sync-engine')
  writeSession(token, user)
  const cache = new LinesideDb(`bench-${randomUUID()}`)
  const engine = new SyncEngine({
    db: cache,
    fetch: (input, init) => fetch(`${server.url}${input}`, init),
    useLeaderLock: false,
    useEvents: false,
    pollMs: 3600_000,
  })
  const t1 = performance.now()
  await engine.drain()
  const engineMs = performance.now() - t1
  const cached = { tickets: await cache.tickets.count(), machines: await cache.machines.count() }
  engine.stop()

  console.log(`first-sync: ${TICKETS} open tickets + ${MACHINES} machines (plus the demo plant)`)
  console.log(`  snapshot pages: ${pages}, largest answer ${(largest / 1024 / 1024).toFixed(2)} MB (bound 4 MB)`)
  console.log(`  all pages over HTTP: ${(httpMs / 1000).toFixed(1)} s`)
  console.log(
    `  sync engine first sync into IndexedDB (fake-indexeddb): ${(engineMs / 1000).toFixed(1)} s — cached ${cached.tickets} tickets, ${cached.machines} machines`,
  )
  console.log(`  server peak memory (VmHWM): ${(peakKb(server.pid) / 1024).toFixed(0)} MB`)
  await server.stop()
  if (process.env.BENCH_BROWSER !== '0') await freshTablet(dataDir, cached.tickets)
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}

/** Phase 3: a fresh tablet in Chromium, from the Login press to the board and to the whole first sync. */
async function freshTablet(dataDir: string, tickets: number): Promise<void> {
  const app = await startAppProcess({ dataDir, env: { SEED: 'none', CLIENT_DIR: ensureBenchBuild() } })
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ baseURL: app.url })
    await context.addInitScript(() => window.localStorage.setItem('lineside.skipSplash', '1'))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const browserCdp = await browser.newBrowserCDPSession()
    let peakRss = 0
    let peakHeap = 0
    const sampling = setInterval(() => {
      void (async () => {
        const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
          processInfo: { type: string; id: number }[]
        }
        for (const p of processInfo.filter((p) => p.type === 'renderer')) {
          try {
            const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p.id}/status`, 'utf8'))
            if (kb) peakRss = Math.max(peakRss, Number(kb[1]) * 1024)
          } catch {
            // the process ended between the list and the read
          }
        }
        const { metrics } = await cdp.send('Performance.getMetrics')
        peakHeap = Math.max(peakHeap, metrics.find((m) => m.name === 'JSHeapTotalSize')?.value ?? 0)
      })().catch(() => {})
    }, 250)
    await page.goto('/login')
    await page.getByLabel('Username').fill('operator')
    await page.getByLabel('Password', { exact: true }).fill('demo1234')
    await page.getByLabel('Role').selectOption('operator')
    const pressed = performance.now()
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('button', { name: 'Open sync panel' }).waitFor({ timeout: 60_000 })
    const signedIn = performance.now() - pressed
    await page.goto('/production')
    await page.waitForFunction(() => document.querySelectorAll('[data-line-id]').length >= 40, null, {
      timeout: 120_000,
      polling: 50,
    })
    const usable = performance.now() - pressed
    await page.waitForFunction(
      (want) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('lineside')
          open.onerror = () => resolve(false)
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('tickets')) return resolve(db.close() ?? false)
            const count = db.transaction('tickets', 'readonly').objectStore('tickets').count()
            count.onsuccess = () => {
              db.close()
              resolve(count.result >= want)
            }
            count.onerror = () => resolve(false)
          }
        }),
      tickets,
      { timeout: 180_000, polling: 250 },
    )
    const synced = performance.now() - pressed
    clearInterval(sampling)
    const mbOf = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)
    console.log(`  fresh tablet in Chromium (operator; from the Login press):`)
    console.log(`    signed in: ${(signedIn / 1000).toFixed(1)} s`)
    console.log(`    board usable (40 line tiles on /production): ${(usable / 1000).toFixed(1)} s (target <= 3 s)`)
    console.log(
      `    whole first sync (${tickets} tickets in IndexedDB): ${(synced / 1000).toFixed(1)} s (target <= 20 s)`,
    )
    console.log(
      `    tab peak memory: renderer ${mbOf(peakRss)} MB resident, JS heap ${mbOf(peakHeap)} MB (target <= 300 MB)`,
    )
  } finally {
    await browser.close()
    await app.stop()
  }
}
