// Benchmark (issue 33 §3): a board that runs for weeks. 10,000 line changes and 2,000 ticket changes
// (BENCH_LINE_CHANGES, BENCH_TICKET_CHANGES) pushed through a real server (an engineer's device, batches of
// BENCH_BATCH every BENCH_PACE_MS) into one open wall board (/production?view=wall) and one line tablet
// (/line/2), each in its own browser context. After a forced GC at the start, the middle and the end it reads
// each page's JS heap, DOM nodes and event listeners (CDP) and prints their growth: targets heap <= 10 MB and
// DOM nodes <= 1 %. At the end every wall tile must show its line's last status (0 lost) and the board's cache
// must hold each soak ticket once. The short version runs in npm test: e2e/board-soak.spec.ts.
import os from 'node:os'
import type { Locator, Page } from 'playwright'
import { skipSplash, signIn, waitForSync } from '../../e2e/support/app'
import { launchBrowser, startBenchApp } from './support/bench-app'
import {
  boardShows,
  driveSoak,
  figuresSession,
  mb,
  pageFigures,
  soakableLines,
  type PageFigures,
} from './support/board-soak'

const LINE_CHANGES = Number(process.env.BENCH_LINE_CHANGES ?? 10_000)
const TICKET_CHANGES = Number(process.env.BENCH_TICKET_CHANGES ?? 2_000)
const BATCH = Number(process.env.BENCH_BATCH ?? 20)
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 100)
const TABLET_LINE = 2
const TITLE = 'Board soak ticket'

const app = await startBenchApp(Number(process.env.BENCH_PORT ?? 4308))
const browser = await launchBrowser()
const started = performance.now()
try {
  const open = async (username: string, path: string, ready: (page: Page) => Locator) => {
    const context = await browser.newContext({ baseURL: app.url })
    await skipSplash(context)
    const page = await context.newPage()
    await signIn(page, username)
    await waitForSync(page)
    await page.goto(path)
    await ready(page).waitFor()
    return page
  }
  const board = await open('operator2', '/production?view=wall', (page) => page.locator('[data-line-id]').first())
  const tablet = await open('operator', `/line/${TABLET_LINE}`, (page) =>
    page.getByRole('region', { name: 'Recent Issues' }),
  )
  const lineIds = await soakableLines(board)
  const sessions = { board: await figuresSession(board), tablet: await figuresSession(tablet) }
  const samples: { label: string; done: number; board: PageFigures; tablet: PageFigures }[] = []
  const sample = async (label: string, done: number, lastStatus?: Map<number, string>) => {
    if (lastStatus) await boardShows(board, lastStatus)
    await new Promise((resolve) => setTimeout(resolve, 2000)) // both pages settle (the tablet's own pull)
    samples.push({
      label,
      done,
      board: await pageFigures(sessions.board),
      tablet: await pageFigures(sessions.tablet),
    })
    const s = samples.at(-1)!
    console.log(
      `  ${label.padEnd(7)} after ${String(done).padStart(6)} changes (${((performance.now() - started) / 1000).toFixed(0)} s): ` +
        `board ${mb(s.board.heap).toFixed(1)} MB, ${s.board.nodes} nodes, ${s.board.listeners} listeners; ` +
        `tablet ${mb(s.tablet.heap).toFixed(1)} MB, ${s.tablet.nodes} nodes, ${s.tablet.listeners} listeners`,
    )
  }
  console.log(
    `board-soak: ${LINE_CHANGES.toLocaleString('en')} line changes + ${TICKET_CHANGES.toLocaleString('en')} ticket changes over ${lineIds.length} lines, batches of ${BATCH} every ${PACE_MS} ms`,
  )
  await sample('start', 0)
  const total = LINE_CHANGES + TICKET_CHANGES
  const lastSeen = new Map<number, string>()
  const result = await driveSoak({
    url: app.url,
    username: 'engineer',
    lineIds,
    lineChanges: LINE_CHANGES,
    ticketChanges: TICKET_CHANGES,
    batch: BATCH,
    paceMs: PACE_MS,
    title: TITLE,
    checkpoints: [{ at: Math.floor(total / 2), run: (done) => sample('middle', done) }],
  })
  for (const [id, status] of result.lastStatus) lastSeen.set(id, status)
  await sample('end', total, lastSeen)

  // 0 lost: every wall tile shows its line's last status; 0 duplicated: each soak ticket once in the cache.
  const wrong = await board.evaluate(
    (expected) =>
      expected.filter(
        ([id, status]) => document.querySelector(`[data-line-id="${id}"]`)?.getAttribute('data-status') !== status,
      ).length,
    [...lastSeen],
  )
  const cached = await board.evaluate(
    (title) =>
      new Promise<number>((resolve, reject) => {
        const req = indexedDB.open('lineside')
        req.onerror = () => reject(req.error)
        req.onsuccess = () => {
          const all = req.result.transaction('tickets', 'readonly').objectStore('tickets').getAll()
          all.onsuccess = () =>
            resolve((all.result as { description?: string }[]).filter((t) => t.description?.startsWith(title)).length)
        }
      }),
    TITLE,
  )
  const [first, middle, last] = [samples[0]!, samples[1]!, samples.at(-1)!]
  const growth = (page: 'board' | 'tablet') => {
    const heap = mb(last[page].heap - first[page].heap)
    const nodes = (100 * (last[page].nodes - first[page].nodes)) / first[page].nodes
    const half = mb(last[page].heap - middle[page].heap)
    return (
      `heap ${heap >= 0 ? '+' : ''}${heap.toFixed(1)} MB (second half ${half >= 0 ? '+' : ''}${half.toFixed(1)} MB)${heap > 10 ? ' OVER' : ''}, ` +
      `DOM nodes ${nodes >= 0 ? '+' : ''}${nodes.toFixed(2)} %${nodes > 1 ? ' OVER' : ''}, ` +
      `listeners ${last[page].listeners - first[page].listeners >= 0 ? '+' : ''}${last[page].listeners - first[page].listeners}`
    )
  }
  console.log(`  growth start → end (targets: heap <= 10 MB, DOM nodes <= 1 %):`)
  console.log(`    wall board:  ${growth('board')}`)
  console.log(`    line tablet: ${growth('tablet')}`)
  console.log(
    `  outcomes: applied ${result.applied}${Object.entries(result.other)
      .map(([k, v]) => `, ${k} ${v}`)
      .join(
        '',
      )}; wall tiles not showing their line's last status: ${wrong} (lost); soak tickets in the board's cache: ${cached} of ${result.tickets}${cached > result.tickets ? ' (duplicated)' : ''}`,
  )
  console.log(
    `  took ${((performance.now() - started) / 1000).toFixed(0)} s; machine load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  )
} finally {
  await browser.close()
  await app.stop()
}
