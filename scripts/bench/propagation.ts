// Benchmark: how long a change made on one device takes to show on another (issue 13.2: p95 ≤ 300 ms).
// An operator's phone toggles a line between MAINTENANCE and LINE OK 50 times; the andon board in a second
// browser context records, with a MutationObserver, when the line's tile changes. Latency = tile change
// time − click time (both Date.now() on this machine). Path: outbox → push → SSE poke → pull → Dexie → React.
import { skipSplash, signIn, waitForSync } from '../../e2e/support/app'
import { operatorPhone, productionBoard } from '../../e2e/support/floor-pages'
import { launchBrowser, percentile, startBenchApp } from './support/bench-app'

const CHANGES = Number(process.env.BENCH_CHANGES ?? 50)
const LINE_ID = 2
const LINE_NAME = 'Unit B - Line 2'

const PORT = Number(process.env.BENCH_PORT ?? 4300)

const app = await startBenchApp(PORT)
const browser = await launchBrowser()
try {
  const open = async (username: string) => {
    const context = await browser.newContext({ baseURL: app.url })
    await skipSplash(context)
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
    new MutationObserver(() => window.changes.push({ status: el.getAttribute('data-status'), at: Date.now() }))
      .observe(el, { attributes: true, attributeFilter: ['data-status'] })
  })()`)

  const latencies: number[] = []
  for (let i = 0; i < CHANGES; i++) {
    const target = (await tile.getAttribute('data-status')) === 'maintenance' ? 'running' : 'maintenance'
    const clickedAt = Date.now()
    await phone.getByRole('button', { name: target === 'maintenance' ? 'MAINTENANCE' : 'LINE OK' }).click()
    const seen = await board.waitForFunction(
      ({ status, after }) =>
        (window as unknown as { changes: { status: string; at: number }[] }).changes.find((c) => c.status === status && c.at >= after)?.at ?? false,
      { status: target, after: clickedAt },
      { timeout: 10_000, polling: 10 },
    )
    latencies.push(Number(await seen.jsonValue()) - clickedAt)
  }
  console.log(`propagation phone → board over ${CHANGES} changes: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${Math.max(...latencies)} ms (target p95 <= 300)`)
} finally {
  await browser.close()
  await app.stop()
}
