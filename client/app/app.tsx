// Providers and the start sequence: Mantine, session, splash, then the router (toasts live in the shell).
import { MantineProvider } from '@mantine/core'
import { useEffect, useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SessionProvider } from '../features/auth/session-provider'
import { SplashScreen } from '../features/splash/splash-screen'
import { shouldSkipSplash } from '../features/splash/splash-timing'
import { firstScreenCommitted } from '../lib/first-paint'
import { registerAppNotSentEditors } from './not-sent-editors'
import { appRoutes } from './routes'
import { cssVariablesResolver, theme } from './theme'
import { UpdatePrompt } from './update-prompt'

const router = createBrowserRouter(appRoutes)
registerAppNotSentEditors()

/** Resolves once the router has the first route's lazy screen (or its error): rendering then skips the loader. */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

export function App() {
  const [splashDone, setSplashDone] = useState(() => shouldSkipSplash())
  // The first commit (splash or first screen): work it does not need starts once it has painted.
  useEffect(() => firstScreenCommitted(), [])
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <SessionProvider>
        {splashDone ? <RouterProvider router={router} /> : <SplashScreen onDone={() => setSplashDone(true)} />}
        <UpdatePrompt />
      </SessionProvider>
    </MantineProvider>
  )
}
