// Benchmark: how long a change made on one device takes to show on another (issue 13.2: p95 ≤ 300 ms).
// An operator's phone toggles a line between MAINTENANCE and LINE OK 50 times; the andon board in a second
// browser context records, with a MutationObserver, when the line's tile changes. Latency = tile change time −
// the time of the press as the phone's page received it (the click event's timeStamp; both wall-clock times on
// this machine). Path: outbox → push → SSE poke → pull → Dexie → React.
// It also prints each device's main-thread work per change. BENCH_TRACE=1 prints where the time goes, from the
// sync engine's trace marks (client/sync/sync-trace.ts); BENCH_PROFILE=<file> writes a CPU profile of the board.
// BENCH_PORT (default 4300) lets it run beside other benchmarks.
import { writeFileSync } from 'node:fs'
import { skipSplash, signIn, waitForSync } from '../../e2e/support/app'
import { operatorPhone, productionBoard } from '../../e2e/support/floor-pages'
import { launchBrowser, percentile, startBenchApp } from './support/bench-app'

const CHANGES = Number(process.env.BENCH_CHANGES ?? 50)
const PORT = Number(process.env.BENCH_PORT ?? 4300)
const TRACE = process.env.BENCH_TRACE === '1'
const LINE_ID = 2
const LINE_NAME = 'Unit B - Line 2'

interface Mark {
  name: string
  at: number
}

const app = await startBenchApp(PORT)
const browser = await launchBrowser()
try {
  const open = async (username: string) => {
    const context = await browser.newContext({ baseURL: app.url })
    await skipSplash(context)
    // The press as the page receives it: the click event's own time stamp, on the wall clock.
    await context.addInitScript(`(() => {
      ${TRACE ? 'window.__linesideTrace = []' : ''}
      document.addEventListener('click', (e) => { window.__pressedAt = performance.timeOrigin + e.timeStamp }, true)
    })()`)
    const page = await context.newPage()
    await signIn(page, username)
    await waitForSync(page)
    return page
  }
  const phone = await open('operator')
  const board = await open('operator2')
  await productionBoard(board).open()
  const tile = productionBoard(board).tile(LINE_ID)
  await operatorPhone(phone).openLine(LINE_NAME)

  // A string, not a function: tsx would wrap a function's inner helpers in a __name() the page doesn't have.
  await board.evaluate(`(() => {
    window.changes = []
    const el = document.querySelector('[data-line-id="${LINE_ID}"]')
    new MutationObserver(() => window.changes.push({ status: el.getAttribute('data-status'), at: performance.timeOrigin + performance.now() }))
      .observe(el, { attributes: true, attributeFilter: ['data-status'] })
  })()`)

  // Main-thread work per change on each device (CPU time, so less at the mercy of the machine's load).
  const cdp = await Promise.all([phone, board].map((page) => page.context().newCDPSession(page)))
  await Promise.all(cdp.map((session) => session.send('Performance.enable')))
  const taskSeconds = async () =>
    Promise.all(
      cdp.map(
        async (session) =>
          (await session.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0,
      ),
    )
  const busyBefore = await taskSeconds()
  // BENCH_PROFILE=<file>: a CPU profile of the board over the changes (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE
  if (profile) await cdp[1]!.send('Profiler.enable').then(() => cdp[1]!.send('Profiler.start'))
  const latencies: number[] = []
  const withDriver: number[] = []
  const traces: { pressedAt: number; phone: Mark[]; board: Mark[] }[] = []
  const takeMarks = (page: typeof phone) => page.evaluate(`(window.__linesideTrace ?? []).splice(0)`) as Promise<Mark[]>
  for (let i = 0; i < CHANGES; i++) {
    const target = (await tile.getAttribute('data-status')) === 'maintenance' ? 'running' : 'maintenance'
    if (TRACE) await Promise.all([takeMarks(phone), takeMarks(board)])
    const clickedAt = Date.now()
    await phone.getByRole('button', { name: target === 'maintenance' ? 'MAINTENANCE' : 'LINE OK' }).click()
    const pressedAt = Number(await phone.evaluate('window.__pressedAt'))
    const seen = await board.waitForFunction(
      ({ status, after }) =>
        (window as unknown as { changes: { status: string; at: number }[] }).changes.find(
          (c) => c.status === status && c.at >= after,
        )?.at ?? false,
      { status: target, after: pressedAt },
      { timeout: 10_000, polling: 10 },
    )
    const at = Number(await seen.jsonValue())
    latencies.push(Math.round(at - pressedAt))
    withDriver.push(Math.round(at - clickedAt))
    if (TRACE)
      traces.push({
        pressedAt,
        phone: await takeMarks(phone),
        board: [...(await takeMarks(board)), { name: 'board.tile', at }],
      })
  }
  if (profile) writeFileSync(profile, JSON.stringify((await cdp[1]!.send('Profiler.stop')).profile))
  const busy = (await taskSeconds()).map((after, i) => Math.round(((after - busyBefore[i]!) * 1000) / CHANGES))
  const figures = (xs: number[]) =>
    `p50 ${percentile(xs, 50)} ms, p95 ${percentile(xs, 95)} ms, max ${Math.max(...xs)} ms`
  console.log(`propagation phone → board over ${CHANGES} changes: ${figures(latencies)} (target p95 <= 300)`)
  console.log(`  (from before Playwright's click, its actionability checks included: ${figures(withDriver)})`)
  console.log(`  main-thread work per change: phone ${busy[0]} ms, board ${busy[1]} ms`)
  if (TRACE) printBreakdown(traces)
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
