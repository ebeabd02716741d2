// Providers and the start sequence: Mantine, session, splash, then the router (toasts live in the shell).
import { MantineProvider } from '@mantine/core'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { SessionProvider } from '../features/auth/session-provider'
import { SplashScreen } from '../features/splash/splash-screen'
import { shouldSkipSplash } from '../features/splash/splash-timing'
import { afterFirstPaint, firstScreenCommitted } from '../lib/first-paint'
import { registerAppNotSentEditors } from './not-sent-editors'
import { AppRoutes } from './routes'
import { cssVariablesResolver, theme } from './theme'

registerAppNotSentEditors()

// The update banner (Mantine's Notification, the worker's registration) mounts after the first paint: its code
// loads then, out of the first bundle (docs/decisions/240).
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })))

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
        {splashDone ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <SplashScreen onDone={() => setSplashDone(true)} />
        )}
        <AfterFirstPaint>
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        </AfterFirstPaint>
      </SessionProvider>
    </MantineProvider>
  )
}
