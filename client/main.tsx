// Browser entry: startup checks (legacy keys, version reset) before the first render.
// Mantine's global layer only; each component's stylesheet comes with the chunk that uses it
// (scripts/vite/mantine-css-per-component.ts, docs/decisions/141). All in `@layer mantine`, so the app's
// own CSS wins whatever order the sheets arrive in.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import './app/no-truncation.css'
import './app/readable-sizes.css'
import { i18nReady } from './i18n/i18n'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { preloadScreen } from './app/routes'
import { runStartupChecks } from './features/auth/startup-checks'
import { shouldSkipSplash } from './features/splash/splash-timing'
import { primeSyncState, startSync } from './sync/sync-runtime'
import { readSession } from './lib/session-store'
import { afterFirstPaint, expectFirstScreen } from './lib/first-paint'

/** How long the first render waits for the first screen's code; past it, the screen's loader shows meanwhile. */
const FIRST_SCREEN_WAIT_MS = 2000

async function start(): Promise<void> {
  performance.mark('lineside:entry')
  expectFirstScreen()
  // The entry module's evaluation is one long task before the first paint; the start-up work (route match, checks,
  // cache reads) goes on in a task of its own instead of being appended to it (docs/decisions/162).
  await new Promise((resolve) => setTimeout(resolve, 0))
  const signedIn = readSession() !== null
  const firstScreen = preloadScreen(window.location.pathname, signedIn)
  if ((await runStartupChecks()) === 'reloading') return
  performance.mark('lineside:checked')
  // The chosen language's texts (a precached chunk when not English) before the first paint.
  await i18nReady
  performance.mark('lineside:texts')
  // The last sync time, shown from the first paint although the engine starts after it (signed in only).
  const syncState = signedIn ? primeSyncState() : Promise.resolve()
  // The first screen's code (fetched since the line above the checks), so React mounts it in one go
  // (docs/decisions/157). Behind the 5 s splash it arrives meanwhile: the splash is not held back for it.
  if (shouldSkipSplash()) {
    let waited: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      Promise.all([firstScreen, syncState]),
      new Promise((resolve) => (waited = setTimeout(resolve, FIRST_SCREEN_WAIT_MS))),
    ])
    clearTimeout(waited)
  }
  performance.mark('lineside:screen')
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  // The sync engine's first requests (pull, event stream, session check) wait until the first screen has painted
  // (docs/decisions/161): the screen reads the cache, and they would share the network and main thread with it.
  void afterFirstPaint().then(startSync)
  const root = createRoot(container)
  // A transition: React renders the first screen in slices that yield to the browser (no single long task while
  // Mantine, the router and the screen mount), and replaces the shell's static first paint when done.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  )
}

void start()
