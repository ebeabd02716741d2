// Profiling aid for the first load (not a benchmark): signs in once, then opens a page the way
// bench:lighthouse (TRACE_MODE=network: service worker and caches emptied) or bench:cold-start (TRACE_MODE=offline)
// does, with the CPU slowed TRACE_CPU times (default 4, as Lighthouse's mobile run), and prints where the main thread
// went: the long tasks (> 50 ms) with what filled them, and the JavaScript functions by self time.
// TRACE_PATH (default /production), TRACE_ROLE (default operator), TRACE_SECONDS (default 8). The raw trace and profile go to .tmp/trace/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_ARGS } from '../../playwright.config'
import { signIn, waitForSync } from '../../e2e/support/app'
import { CHROMIUM_PATH, startBenchApp } from './support/bench-app'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid: number
  pid: number
  cat: string
  args?: { data?: { url?: string; functionName?: string } }
}
interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
}

const mode = process.env.TRACE_MODE === 'offline' ? 'offline' : 'network'
const target = process.env.TRACE_PATH ?? '/production'
const cpu = Number(process.env.TRACE_CPU ?? 4)
const seconds = Number(process.env.TRACE_SECONDS ?? 8)
const role = process.env.TRACE_ROLE ?? 'operator'
const outDir = path.resolve('.tmp/trace')
mkdirSync(outDir, { recursive: true })

const app = await startBenchApp(Number(process.env.BENCH_PORT ?? 4303))
const profileDir = mkdtempSync(path.join(tmpdir(), 'lineside-trace-'))
try {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL: app.url,
  })
  await context.addInitScript(() => {
    window.localStorage.setItem('lineside.skipSplash', '1')
    // As bench:cold-start: the moment the first line tile enters the DOM.
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-line-id]')) return
      ;(window as unknown as { firstTileAt: number }).firstTileAt = performance.now()
      performance.mark('lineside:first-tile')
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const first = context.pages()[0] ?? (await context.newPage())
  if (target !== '/login') {
    await signIn(first, role)
    await waitForSync(first)
  }
  if (target === '/login') {
    // A first visit: nothing to empty.
  } else if (mode === 'network') {
    await first.evaluate(async () => {
      for (const reg of await navigator.serviceWorker.getRegistrations()) await reg.unregister()
      for (const key of await caches.keys()) await caches.delete(key)
    })
    await (await context.newCDPSession(first)).send('Network.clearBrowserCache')
  } else {
    await first.goto(target)
    await first.waitForTimeout(1000)
    await context.setOffline(true)
  }
  await first.goto('about:blank')
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (d) => void events.push(...(d.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'loading',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  })
  await page.goto(target, { waitUntil: 'commit' })
  await page.waitForTimeout(seconds * 1000)
  const resources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map(
        (r) =>
          `${r.name.split('/').pop()} ${r.startTime.toFixed(0)}–${(r as PerformanceResourceTiming).responseEnd.toFixed(0)}`,
      ),
  )
  console.log(`resources (ms from navigation): ${resources.join(', ')}`)
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await done
  writeFileSync(path.join(outDir, `trace-${mode}.json`), JSON.stringify(events))
  report(events)
  await context.close()
} finally {
  rmSync(profileDir, { recursive: true, force: true })
  await app.stop()
}

function report(events: TraceEvent[]): void {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.url?.startsWith('http'))
  const origin = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts))
  const rendererMain = events.find((e) => e.name === 'TracingStartedInBrowser' || e.name === 'CrRendererMain')
  void rendererMain
  const threadNames = events.filter(
    (e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  )
  const mains = new Set(threadNames.map((e) => `${e.pid}:${e.tid}`))
  const onMain = (e: TraceEvent) => mains.has(`${e.pid}:${e.tid}`)
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && onMain(e) && (e.dur ?? 0) > 0)
  const inner = events.filter((e) => e.ph === 'X' && e.name !== 'RunTask' && onMain(e))
  const marks = events.filter(
    (e) =>
      (e.name === 'firstContentfulPaint' ||
        e.name === 'firstPaint' ||
        e.name === 'largestContentfulPaint::Candidate') &&
      onMain(e),
  )
  const userMarks = events.filter((e) => e.cat.includes('user_timing') && e.name.startsWith('lineside:'))
  for (const m of userMarks) console.log(`${m.name} at ${((m.ts - origin) / 1000).toFixed(0)} ms`)
  for (const m of marks) console.log(`${m.name} at ${((m.ts - origin) / 1000).toFixed(0)} ms`)
  let busy = 0
  const long = []
  for (const t of tasks) {
    busy += t.dur!
    if (t.dur! < 50_000) continue
    const within = inner.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur! && (e.dur ?? 0) > 2000)
    const top = within
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
      )
      .slice(0, 6)
    long.push(`  at ${((t.ts - origin) / 1000).toFixed(0)} ms, ${(t.dur! / 1000).toFixed(0)} ms: ${top.join(' | ')}`)
  }
  console.log(`main thread busy ${(busy / 1000).toFixed(0)} ms in ${seconds} s; long tasks:`)
  console.log(long.join('\n'))
  const byName = new Map<string, number>()
  for (const e of inner)
    if (
      [
        'UpdateLayoutTree',
        'Layout',
        'Paint',
        'PrePaint',
        'Layerize',
        'ParseHTML',
        'EvaluateScript',
        'v8.compile',
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'v8.evaluateModule',
        'MajorGC',
        'MinorGC',
      ].includes(e.name)
    )
      byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0))
  console.log(
    'by event:',
    [...byName]
      .sort((a, b) => b[1] - a[1])
      .map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`)
      .join(', '),
  )
  // JavaScript self time from the sampled profile in the trace.
  const nodes = new Map<number, ProfileNode>()
  const self = new Map<number, number>()
  for (const e of events.filter((x) => x.name === 'ProfileChunk')) {
    const data = (
      e.args as { data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } }
    ).data
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n)
    const samples = data?.cpuProfile?.samples ?? []
    const deltas = data?.timeDeltas ?? []
    samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i + 1] ?? deltas[i] ?? 0)))
  }
  // Inclusive time per named function within each long task: which component or routine filled it.
  const stampedSamples: { ts: number; id: number }[] = []
  {
    let ts = 0
    for (const e of events.filter((x) => x.name === 'ProfileChunk' || x.name === 'Profile')) {
      const data = (
        e.args as { data?: { startTime?: number; cpuProfile?: { samples?: number[] }; timeDeltas?: number[] } }
      ).data
      if (e.name === 'Profile') {
        ts = data?.startTime ?? ts
        continue
      }
      const samples = data?.cpuProfile?.samples ?? []
      const deltas = data?.timeDeltas ?? []
      samples.forEach((id, i) => {
        ts += deltas[i] ?? 0
        stampedSamples.push({ ts, id })
      })
    }
  }
  const generic =
    /^(\(|renderWithHooks|beginWork|performUnitOfWork|workLoop|renderRoot|performWorkOn|performWorkUntilDeadline|flushWork|workLoopConcurrent|workLoopSync|callback|recursivelyTraverse|commit|runWithFiberInDEV|reconcile|updateFunctionComponent|mountIndeterminate|completeUnitOfWork|completeWork|flush|processRootSchedule|scheduleTaskForRoot|(anon)|$)/
  for (const t of tasks.filter((x) => x.dur! >= 50_000)) {
    const incl = new Map<string, number>()
    for (const smp of stampedSamples) {
      if (smp.ts < t.ts || smp.ts > t.ts + t.dur!) continue
      const seen = new Set<string>()
      for (let n = nodes.get(smp.id); n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
        const name = n.callFrame.functionName
        if (generic.test(name) || seen.has(name)) continue
        seen.add(name)
        incl.set(name, (incl.get(name) ?? 0) + 1)
      }
    }
    const top = [...incl]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([n, c]) => `${n}×${c}`)
    console.log(
      `  task at ${((t.ts - origin) / 1000).toFixed(0)} ms (${(t.dur! / 1000).toFixed(0)} ms): ${top.join(' ')}`,
    )
  }
  const byFn = new Map<string, number>()
  for (const [id, us] of self) {
    const f = nodes.get(id)?.callFrame
    if (!f) continue
    const key = `${f.functionName || '(anon)'} ${(f.url ?? '').split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    byFn.set(key, (byFn.get(key) ?? 0) + us)
  }
  console.log('JS self time (top 25):')
  for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`)
}
