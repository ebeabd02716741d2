// Providers and the start sequence: Mantine, session, splash, then the router (toasts live in the shell).
import { MantineProvider } from '@mantine/core'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SessionProvider } from '../features/auth/session-provider'
import { SplashScreen } from '../features/splash/splash-screen'
import { shouldSkipSplash } from '../features/splash/splash-timing'
import { afterFirstPaint, firstScreenCommitted } from '../lib/first-paint'
import { registerAppNotSentEditors } from './not-sent-editors'
import { appRoutes } from './routes'
import { cssVariablesResolver, theme } from './theme'

registerAppNotSentEditors()

// The update banner (Mantine's Notification, the worker's registration) mounts after the first paint: its code
// loads then, out of the first bundle (docs/decisions/240).
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })))

/**
 * Made on first use (main.tsx, after the entry module's evaluation has ended), not while the module evaluates:
 * that evaluation is one long task before the first paint, and the router's set-up and first match need not be in
 * it (docs/decisions/162).
 */
let router: ReturnType<typeof createBrowserRouter> | null = null
export const appRouter = () => (router ??= createBrowserRouter(appRoutes))

/** Resolves once the router has the first route's lazy screen (or its error): rendering then skips the loader. */
export function routerReady(): Promise<void> {
  if (appRouter().state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = appRouter().subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

/** Mounts its children once the first screen has painted: the service worker registers then (docs/decisions/161). */
function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let live = true
    void afterFirstPaint().then(() => live && setPainted(true))
    return () => {
      live = false
    }
  }, [])
  return painted ? children : null
}

export function App() {
  const [splashDone, setSplashDone] = useState(() => shouldSkipSplash())
  // The first commit (splash or first screen): work it does not need starts once it has painted.
  useEffect(() => firstScreenCommitted(), [])
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <SessionProvider>
        {splashDone ? <RouterProvider router={appRouter()} /> : <SplashScreen onDone={() => setSplashDone(true)} />}
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        </AfterFirstPaint>
      </SessionProvider>
    </MantineProvider>
  )
}
