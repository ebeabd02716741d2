// Benchmark: offline cold start — from navigation to the cached andon board on screen, with no network
// (target: median ≤ 700 ms, splash skipped). A persistent profile signs in and syncs once (service worker installed,
// IndexedDB filled); then, offline, each run opens a fresh page on /production and reads performance.now()
// (ms since navigation start) when the first line tile entered the DOM (a MutationObserver in the page).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS } from '../../playwright.config'
import { signIn, waitForSync } from '../../e2e/support/app'
import { CHROMIUM_PATH, percentile, startBenchApp } from './support/bench-app'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const app = await startBenchApp(Number(process.env.BENCH_PORT ?? 4301))
const profile = mkdtempSync(path.join(tmpdir(), 'lineside-profile-'))
try {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: app.url,
  })
  await context.addInitScript(() => {
    window.localStorage.setItem('lineside.skipSplash', '1')
    // The moment the first tile enters the DOM, read in the page (not when the harness next polls it).
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-line-id]')) return
      ;(window as unknown as { firstTileAt: number }).firstTileAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const first = context.pages()[0] ?? (await context.newPage())
  await signIn(first, 'operator')
  await waitForSync(first)
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await first.goto('/production')
  await first.locator('[data-line-id]').first().waitFor()
  await first.close()

  await context.setOffline(true)
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage()
    await page.goto('/production', { waitUntil: 'commit' })
    await page.locator('[data-line-id]').first().waitFor({ timeout: 10_000 })
    const tiles = await page.locator('[data-line-id]').count()
    times.push(await page.evaluate(() => (window as unknown as { firstTileAt: number }).firstTileAt))
    if (tiles !== 40) throw new Error(`expected 40 cached line tiles offline, saw ${tiles}`)
    await page.close()
  }
  console.log(
    `offline cold start to cached data (/production, 40 tiles) over ${RUNS} runs: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (target: median <= 700)`,
  )
  await context.close()
} finally {
  rmSync(profile, { recursive: true, force: true })
  await app.stop()
}
