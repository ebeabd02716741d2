// Serves the built PWA: hashed assets cached long, the service worker and index.html never cached.
import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { AppEnv } from './context'

export function serveClient(app: Hono<AppEnv>, clientDir: string): void {
  const root = path.relative(process.cwd(), clientDir) || '.'
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', async (c, next) => {
    await next()
    const p = c.req.path
    if (p === '/sw.js' || p.startsWith('/workbox-') || p.endsWith('.webmanifest')) c.header('Cache-Control', 'no-cache')
  })
  app.use('*', serveStatic({ root }))
  // Client-side routes: every other GET gets the app shell (read once; a new build means a restart).
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(html)
  })
}
