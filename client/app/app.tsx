// Providers and the start sequence: Mantine, session, splash, then the router (toasts live in the shell).
import { MantineProvider } from '@mantine/core'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { SessionProvider } from '../features/auth/session-provider'
import { SplashScreen } from '../features/splash/splash-screen'
import { shouldSkipSplash } from '../features/splash/splash-timing'
import { registerAppNotSentEditors } from './not-sent-editors'
import { appRoutes } from './routes'
import { cssVariablesResolver, theme } from './theme'
import { UpdatePrompt } from './update-prompt'

const router = createBrowserRouter(appRoutes)
registerAppNotSentEditors()

export function App() {
  const [splashDone, setSplashDone] = useState(() => shouldSkipSplash())
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <SessionProvider>
        {splashDone ? <RouterProvider router={router} /> : <SplashScreen onDone={() => setSplashDone(true)} />}
        <UpdatePrompt />
      </SessionProvider>
    </MantineProvider>
  )
}
