// Browser entry: startup checks (legacy keys, version reset) before the first render.
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import './i18n/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { runStartupChecks } from './features/auth/startup-checks'
import { startSync } from './sync/sync-runtime'

async function start(): Promise<void> {
  if ((await runStartupChecks()) === 'reloading') return
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  startSync()
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}

void start()
