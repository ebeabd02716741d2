// Benchmark: how long a change made on one device takes to show on another (issue 13.2: p95 ≤ 300 ms).
// An operator's phone toggles a line between MAINTENANCE and LINE OK 50 times; the andon board in a second
// browser context records, with a MutationObserver, when the line's tile changes. Latency = tile change time −
// the time of the press as the phone's page received it (the click event's timeStamp; both wall-clock times on
// this machine). Path: outbox → push → SSE poke → pull → Dexie → React.
// It also prints each device's main-thread work per change. BENCH_TRACE=1 prints where the time goes, from the
// sync engine's trace marks (client/sync/sync-trace.ts); BENCH_PROFILE=<file> writes a CPU profile of the board,
// BENCH_PROFILE_PHONE=<file> one of the phone, BENCH_TIMELINE=<file> a Chrome trace (style, layout, paint, scripts) of
// the first app block. It also prints each page's main-thread work per second at rest (clocks, animations).
// BENCH_PORT (default 4300) lets it run beside other benchmarks.
// Its floor, in the same run (issue 33, docs/decisions/210): a minimal page pair doing the same write, poke and
// read over the same server (support/floor-pages.ts: a button that pushes line.setStatus; a tile that reads the
// SSE pokes and pulls), on its own line, timed the same way. App and floor run in alternating blocks of
// BENCH_BLOCK changes; the main-thread work per change is counted over the app's blocks only.
import { writeFileSync } from 'node:fs'
import { skipSplash, signIn, waitForSync } from '../../e2e/support/app'
import { operatorPhone, productionBoard } from '../../e2e/support/floor-pages'
import os from 'node:os'
import type { Page } from 'playwright'
import { BENCH_CLIENT_DIR, launchBrowser, percentile, startBenchApp } from './support/bench-app'
import { writeFloorPages } from './support/floor-pages'
import { IDB_COUNT_SCRIPT, printIdbCounts, takeIdbCounts, type IdbCounts } from './support/idb-count'

const CHANGES = Number(process.env.BENCH_CHANGES ?? 50)
const PORT = Number(process.env.BENCH_PORT ?? 4300)
const TRACE = process.env.BENCH_TRACE === '1'
const LINE_ID = 2
const LINE_NAME = 'Unit B - Line 2'
/** The floor pair's line: another line, so the two pairs never race on one. */
const FLOOR_LINE_ID = 3
const BLOCK = Math.max(1, Number(process.env.BENCH_BLOCK ?? 10))
/** BENCH_COUNT_IDB=1: prints the phone's and the board's IndexedDB transactions and requests per change, by caller. */
const COUNT_IDB = process.env.BENCH_COUNT_IDB === '1'

interface Mark {
  name: string
  at: number
}

const app = await startBenchApp(PORT)
writeFloorPages(BENCH_CLIENT_DIR)
// Both pairs' lines without the hygiene hold (an admin's per-line setting, issue 29): leaving maintenance would
// otherwise wait for a clearance, and the change this bench times would never reach the board.
{
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  })
  const { token } = (await res.json()) as { token: string }
  for (const lineId of [LINE_ID, FLOOR_LINE_ID]) {
    const off = await fetch(`${app.url}/api/hygiene/lines/${lineId}/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ holdEnabled: false }),
    })
    if (!off.ok) throw new Error(`hygiene hold off for line ${lineId}: ${off.status} ${await off.text()}`)
  }
}
const browser = await launchBrowser()
try {
  const newContext = async () => {
    const context = await browser.newContext({ baseURL: app.url })
    await skipSplash(context)
    if (COUNT_IDB) await context.addInitScript(IDB_COUNT_SCRIPT)
    // The press as the page receives it: the click event's own time stamp, on the wall clock.
    await context.addInitScript(`(() => {
      ${TRACE ? 'window.__linesideTrace = []' : ''}
      document.addEventListener('click', (e) => { window.__pressedAt = performance.timeOrigin + e.timeStamp }, true)
    })()`)
    return context
  }
  const open = async (username: string) => {
    const page = await (await newContext()).newPage()
    await signIn(page, username)
    await waitForSync(page)
    return page
  }
  const phone = await open('operator')
  const board = await open('operator2')
  await productionBoard(board).open()
  const tile = productionBoard(board).tile(LINE_ID)
  await operatorPhone(phone).openLine(LINE_NAME)

  // The floor pair: each page signed in over the API (its token in localStorage), then opened on its line.
  const openFloor = async (username: string, file: string) => {
    const res = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo1234' }),
    })
    const { token } = (await res.json()) as { token: string }
    const page = await (await newContext()).newPage()
    await page.goto('/floor/phone.html?line=0')
    await page.evaluate((t) => localStorage.setItem('floor.token', t), token)
    await page.goto(`/floor/${file}?line=${FLOOR_LINE_ID}`)
    return page
  }
  const floorPhone = await openFloor('operator', 'phone.html')
  const floorBoard = await openFloor('operator2', 'board.html')
  await floorBoard.waitForFunction('window.floorReady === true', null, { timeout: 10_000 })

  // A string, not a function: tsx would wrap a function's inner helpers in a __name() the page doesn't have.
  const watch = (page: Page, lineId: number) =>
    page.evaluate(`(() => {
    window.changes = []
    const el = document.querySelector('[data-line-id="${lineId}"]')
    new MutationObserver(() => window.changes.push({ status: el.getAttribute('data-status'), at: performance.timeOrigin + performance.now() }))
      .observe(el, { attributes: true, attributeFilter: ['data-status'] })
  })()`)
  await watch(board, LINE_ID)
  await watch(floorBoard, FLOOR_LINE_ID)

  // Main-thread work per change on each device (CPU time, so less at the mercy of the machine's load).
  const pages = [phone, board, floorPhone, floorBoard]
  const cdp = await Promise.all(pages.map((page) => page.context().newCDPSession(page)))
  await Promise.all(cdp.map((session) => session.send('Performance.enable')))
  const taskSeconds = async () =>
    Promise.all(
      cdp.map(
        async (session) =>
          (await session.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0,
      ),
    )
  /** Seconds of main-thread work per page, summed over each pair's own blocks only. */
  const busySeconds = [0, 0, 0, 0]
  // BENCH_PROFILE=<file>: a CPU profile of the board over the changes (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE
  if (profile) await cdp[1]!.send('Profiler.enable').then(() => cdp[1]!.send('Profiler.start'))
  const phoneProfile = process.env.BENCH_PROFILE_PHONE
  if (phoneProfile) await cdp[0]!.send('Profiler.enable').then(() => cdp[0]!.send('Profiler.start'))
  // At rest: each page's main-thread work per second with no change going on (clocks, animations, polls), so
  // the per-change figure can be read against what the page costs anyway.
  const REST_MS = 3000
  const restBefore = await taskSeconds()
  await new Promise((resolve) => setTimeout(resolve, REST_MS))
  const rest = (await taskSeconds()).map((s, i) => Math.round(((s - restBefore[i]!) * 1e6) / REST_MS))
  // BENCH_TIMELINE=<file>: a Chrome trace (style, layout, paint and scripts of every page) of the first app block.
  const timeline = process.env.BENCH_TIMELINE
  if (timeline)
    await browser.startTracing(undefined, {
      path: timeline,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
    })
  const latencies: number[] = []
  const withDriver: number[] = []
  const floorLatencies: number[] = []
  const traces: { pressedAt: number; phone: Mark[]; board: Mark[] }[] = []
  const takeMarks = (page: typeof phone) => page.evaluate(`(window.__linesideTrace ?? []).splice(0)`) as Promise<Mark[]>
  /** Waits until `page`'s watched tile showed `status` at or after `after` (wall clock, ms): when. */
  const seenOn = async (page: Page, status: string, after: number) =>
    Number(
      await (
        await page.waitForFunction(
          ({ status, after }) =>
            (window as unknown as { changes: { status: string; at: number }[] }).changes.find(
              (c) => c.status === status && c.at >= after,
            )?.at ?? false,
          { status, after },
          { timeout: 10_000, polling: 10 },
        )
      ).jsonValue(),
    )
  // The phone's two buttons, found once (decision 256): Playwright's role query computes the accessible name of
  // every button on the page, ≈ 10 ms of the phone's main thread per change that the floor phone (an id) does not pay.
  // A handle's click still waits for the button to be visible, stable, enabled and hit, as the floor's does.
  const phoneButtons = {
    maintenance: (await phone.getByRole('button', { name: 'MAINTENANCE' }).elementHandle())!,
    running: (await phone.getByRole('button', { name: 'LINE OK' }).elementHandle())!,
  }
  const appChange = async () => {
    const target = (await tile.getAttribute('data-status')) === 'maintenance' ? 'running' : 'maintenance'
    if (TRACE) await Promise.all([takeMarks(phone), takeMarks(board)])
    const clickedAt = Date.now()
    await phoneButtons[target].click()
    const pressedAt = Number(await phone.evaluate('window.__pressedAt'))
    const at = await seenOn(board, target, pressedAt)
    latencies.push(Math.round(at - pressedAt))
    withDriver.push(Math.round(at - clickedAt))
    if (TRACE)
      traces.push({
        pressedAt,
        phone: await takeMarks(phone),
        board: [...(await takeMarks(board)), { name: 'board.tile', at }],
      })
  }
  const floorTile = floorBoard.locator(`[data-line-id="${FLOOR_LINE_ID}"]`)
  const floorChange = async (into: number[]) => {
    const target = (await floorTile.getAttribute('data-status')) === 'maintenance' ? 'running' : 'maintenance'
    await floorPhone.evaluate((next) => (document.getElementById('toggle')!.dataset.next = next), target)
    await floorPhone.locator('#toggle').click()
    const pressedAt = Number(await floorPhone.evaluate('window.__pressedAt'))
    into.push(Math.round((await seenOn(floorBoard, target, pressedAt)) - pressedAt))
  }
  await floorChange([]) // the floor board learns the line's real status
  /** Runs `n` changes, adding each page's main-thread work to `busySeconds` for the pages `counted` names. */
  const idbCounts: [IdbCounts, IdbCounts] = [{}, {}]
  const block = async (n: number, change: () => Promise<void>, counted: number[]) => {
    const app = counted.includes(0)
    if (COUNT_IDB && app) await Promise.all([phone.evaluate(takeIdbCounts), board.evaluate(takeIdbCounts)])
    const before = await taskSeconds()
    for (let i = 0; i < n; i++) await change()
    const after = await taskSeconds()
    for (const p of counted) busySeconds[p]! += after[p]! - before[p]!
    if (COUNT_IDB && app)
      for (const [i, page] of [phone, board].entries()) {
        const taken = (await page.evaluate(takeIdbCounts)) as IdbCounts
        for (const [k, v] of Object.entries(taken)) idbCounts[i]![k] = (idbCounts[i]![k] ?? 0) + v
      }
    await new Promise((resolve) => setTimeout(resolve, 200)) // let the other pair's board finish its pull
  }
  for (let done = 0; done < CHANGES; done += BLOCK) {
    const n = Math.min(BLOCK, CHANGES - done)
    await block(n, appChange, [0, 1])
    if (timeline && done === 0) await browser.stopTracing()
    await block(n, () => floorChange(floorLatencies), [2, 3])
  }
  if (profile) writeFileSync(profile, JSON.stringify((await cdp[1]!.send('Profiler.stop')).profile))
  if (phoneProfile) writeFileSync(phoneProfile, JSON.stringify((await cdp[0]!.send('Profiler.stop')).profile))
  const busy = busySeconds.map((s) => Math.round((s * 1000) / CHANGES))
  const figures = (xs: number[]) =>
    `p50 ${percentile(xs, 50)} ms, p95 ${percentile(xs, 95)} ms, max ${Math.max(...xs)} ms`
  console.log(
    `propagation phone → board over ${CHANGES} changes each, app and floor in alternating blocks of ${BLOCK}:`,
  )
  console.log(`  app:   ${figures(latencies)} (target p95 <= 100)`)
  console.log(`  floor: ${figures(floorLatencies)} (a plain page pair: push, SSE poke, pull, one tile)`)
  console.log(`  app / floor (p95): ${(percentile(latencies, 95) / percentile(floorLatencies, 95)).toFixed(2)}x`)
  console.log(`  (app, from before Playwright's click, its actionability checks included: ${figures(withDriver)})`)
  console.log(
    `  main-thread work per change: app phone ${busy[0]} ms, app board ${busy[1]} ms (target <= 50 each); floor phone ${busy[2]} ms, floor board ${busy[3]} ms`,
  )
  console.log(
    `  at rest, main-thread work per second: app phone ${rest[0]} ms, app board ${rest[1]} ms; floor phone ${rest[2]} ms, floor board ${rest[3]} ms`,
  )
  console.log(
    `  machine load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  )
  if (TRACE) printBreakdown(traces)
  if (COUNT_IDB) {
    printIdbCounts('app phone', idbCounts[0], CHANGES)
    printIdbCounts('app board', idbCounts[1], CHANGES)
  }
} finally {
  await browser.close()
  await app.stop()
}

/** Median time from the press to the first of each mark after it, in path order, from every change. */
function printBreakdown(traces: { pressedAt: number; phone: Mark[]; board: Mark[] }[]): void {
  const offsets = new Map<string, number[]>()
  for (const t of traces) {
    const marks = [
      ...t.phone.map((m) => ({ ...m, name: `phone ${m.name}` })),
      ...t.board.map((m) => ({ ...m, name: `board ${m.name}` })),
    ]
    const first = new Map<string, number>()
    for (const m of marks) if (m.at >= t.pressedAt && !first.has(m.name)) first.set(m.name, m.at - t.pressedAt)
    for (const [name, ms] of first) offsets.set(name, [...(offsets.get(name) ?? []), ms])
  }
  const rows = [...offsets]
    .map(([name, xs]) => ({
      name,
      p50: Math.round(percentile(xs, 50)),
      p95: Math.round(percentile(xs, 95)),
      n: xs.length,
    }))
    .sort((a, b) => a.p50 - b.p50)
  console.log('where the time goes (ms after the press, first occurrence per change):')
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(32)} p50 ${String(r.p50).padStart(5)}  p95 ${String(r.p95).padStart(5)}  (${r.n} of ${traces.length})`,
    )
}
