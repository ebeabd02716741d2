// Providers and the start sequence: Mantine, toasts, session, splash, then the router.
import { MantineProvider } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SessionProvider } from '../features/auth/session-provider'
import { SplashScreen } from '../features/splash/splash-screen'
import { shouldSkipSplash } from '../features/splash/splash-timing'
import { TOAST_DURATION_MS } from '../lib/toast'
import { appRoutes } from './routes'
import { theme } from './theme'
import { UpdatePrompt } from './update-prompt'

const router = createBrowserRouter(appRoutes)

// The toast container (and its transition code) is not needed for the first paint: it loads right after.
// Toasts shown before it arrives wait in the notifications store and appear when it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })))

export function App() {
  const [splashDone, setSplashDone] = useState(() => shouldSkipSplash())
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications limit={1} autoClose={TOAST_DURATION_MS} position="top-right" />
      </Suspense>
      <SessionProvider>
        {splashDone ? <RouterProvider router={router} /> : <SplashScreen onDone={() => setSplashDone(true)} />}
        <UpdatePrompt />
      </SessionProvider>
    </MantineProvider>
  )
}
