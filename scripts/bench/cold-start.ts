// Benchmark: offline cold start — from navigation to the cached andon board on screen, with no network
// (target: median ≤ 700 ms, splash skipped). A persistent profile signs in and syncs once (service worker installed,
// IndexedDB filled); then, offline, each run opens a fresh page on /production and reads performance.now()
// (ms since navigation start) when the first line tile entered the DOM (a MutationObserver in the page).
// It also prints the median time of each of the app's start marks (lineside:* in main.tsx) and of the entry
// script's arrival. Its floor, in the same run (issue 33, docs/decisions/210): a minimal page served by the same server and a
// minimal service worker, reading the same 40 lines from the app's IndexedDB and putting 40 plain tiles on
// screen (support/floor-pages.ts). Runs alternate app and floor; prints both medians and their ratio (target
// <= 2x the floor; <= 500 ms where the push floor exceeds 30,000/s).
import { mkdtempSync, rmSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS } from '../../playwright.config'
import { signIn, waitForSync } from '../../e2e/support/app'
import { BENCH_CLIENT_DIR, CHROMIUM_PATH, percentile, startBenchApp } from './support/bench-app'
import { writeFloorPages } from './support/floor-pages'

const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const app = await startBenchApp(Number(process.env.BENCH_PORT ?? 4301))
writeFloorPages(BENCH_CLIENT_DIR)
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
  // The floor's worker first: once the app's worker runs, it answers every navigation with the app shell.
  await first.goto('/floor/cold.html?install')
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await signIn(first, 'operator')
  await waitForSync(first)
  await first.evaluate(() => navigator.serviceWorker.ready.then(() => true))
  await first.goto('/production')
  await first.locator('[data-line-id]').first().waitFor()
  await first.close()

  await context.setOffline(true)
  const times: number[] = []
  const floorTimes: number[] = []
  const appPhases = new Map<string, number[]>()
  const run = async (url: string, into: number[], phases?: Map<string, number[]>) => {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => (window as unknown as { firstTileAt?: number }).firstTileAt !== undefined, null, {
      timeout: 10_000,
      polling: 20,
    })
    const tiles = await page.locator('[data-line-id]').count()
    into.push(await page.evaluate(() => (window as unknown as { firstTileAt: number }).firstTileAt))
    if (phases) {
      // Where the app's start went: its own marks (main.tsx) and the entry script's arrival, ms from navigation.
      const marks = await page.evaluate(() => [
        ...performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))
          .map((r) => ['entry script fetched', (r as PerformanceResourceTiming).responseEnd] as const),
        ...performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('lineside:'))
          .map((m) => [m.name, m.startTime] as const),
      ])
      for (const [name, at] of marks) phases.set(name, [...(phases.get(name) ?? []), at])
    }
    if (tiles !== 40) throw new Error(`${url}: expected 40 cached line tiles offline, saw ${tiles}`)
    await page.close()
  }
  await run('/floor/cold.html', []) // the floor's first offline start warms its cache as the app's did above
  for (let i = 0; i < RUNS; i++) {
    await run('/production', times, appPhases)
    await run('/floor/cold.html', floorTimes)
  }
  const figures = (xs: number[]) =>
    `median ${percentile(xs, 50).toFixed(0)} ms, p95 ${percentile(xs, 95).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`
  const ratio = percentile(times, 50) / percentile(floorTimes, 50)
  console.log(`offline cold start to cached data (40 tiles) over ${RUNS} runs each, alternating:`)
  console.log(`  app (/production):            ${figures(times)}`)
  console.log(`  floor (plain page, 40 tiles): ${figures(floorTimes)}`)
  console.log(
    `  app's phases (median ms from navigation): ${[...appPhases]
      .sort((a, b) => percentile(a[1], 50) - percentile(b[1], 50))
      .map(([name, at]) => `${name.replace('lineside:', '')} ${percentile(at, 50).toFixed(0)}`)
      .join(', ')}`,
  )
  console.log(
    `  app / floor (medians): ${ratio.toFixed(2)}x (target <= 2x; and median <= 500 ms where the push floor > 30,000/s)`,
  )
  console.log(
    `  machine load average: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  )
  await context.close()
} finally {
  rmSync(profile, { recursive: true, force: true })
  await app.stop()
}
