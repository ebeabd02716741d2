// Serves the built PWA. Hashed assets: precompressed (brotli, gzip — written by the build) and cached for a
// year as immutable. The service worker, its workbox runtime, the manifest and the app shell: never cached
// (an update must reach the browser). A missing file is a 404, never the app shell; /robots.txt keeps
// search engines off an in-plant tool. Every other GET is a client route and gets the shell.
import type { Context, Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { AppEnv } from './context'
import { setAnswerHeader } from './http/security'

export const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** /robots.txt, answered whether or not a client build is served. */
export function serveRobots(app: Hono<AppEnv>): void {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400')
    return c.text(ROBOTS_TXT)
  })
}

interface ShellVariant {
  html: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer>
  gz: Uint8Array<ArrayBuffer>
}

function compressed(html: string): ShellVariant {
  const bytes = Buffer.from(html)
  return {
    html: new Uint8Array(bytes),
    br: new Uint8Array(brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gz: new Uint8Array(gzipSync(bytes, { level: 9 })),
  }
}

type RoutePreloads = Record<string, { js: string[]; css: string[] }>

/** route-preloads.json from the build (scripts/vite/route-preloads.ts), or none. */
function readRoutePreloads(clientDir: string): Array<{ pattern: RegExp; links: string }> {
  const file = path.join(clientDir, 'route-preloads.json')
  if (!existsSync(file)) return []
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads
  const safe = (href: string) => /^\/assets\/[\w.-]+$/.test(href)
  return Object.entries(preloads).map(([route, { js, css }]) => ({
    pattern: new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`),
    links: [
      ...js.filter(safe).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...css.filter(safe).map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ].join(''),
  }))
}

/**
 * The app shell, kept in memory in each encoding (read once: a new build means a restart). For a client route
 * the build knows, the shell also names that screen's chunks as module preloads (docs/decisions/144).
 */
function shellResponder(clientDir: string) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  const plain = compressed(html)
  const routes = readRoutePreloads(clientDir)
  const variants = new Map<string, ShellVariant>()
  const variantFor = (requestPath: string): ShellVariant => {
    const route = routes.find((r) => r.pattern.test(requestPath))
    if (!route?.links || !html.includes('</head>')) return plain
    let variant = variants.get(route.links)
    if (!variant) variants.set(route.links, (variant = compressed(html.replace('</head>', `${route.links}</head>`))))
    return variant
  }
  return (c: Context<AppEnv>) => {
    const accepted = (c.req.header('accept-encoding') ?? '').split(',').map((e) => e.trim().split(';')[0])
    const shell = variantFor(c.req.path)
    c.header('Cache-Control', 'no-cache')
    c.header('Content-Type', 'text/html; charset=UTF-8')
    c.header('Vary', 'Accept-Encoding')
    if (accepted.includes('br')) return c.body(shell.br, 200, { 'Content-Encoding': 'br' })
    if (accepted.includes('gzip')) return c.body(shell.gz, 200, { 'Content-Encoding': 'gzip' })
    return c.body(shell.html, 200)
  }
}

/** A path that names a file (its last segment has an extension), as opposed to a client route. */
const looksLikeFile = (p: string) => /\.[A-Za-z0-9]+$/.test(p.slice(p.lastIndexOf('/') + 1))

export function serveClient(app: Hono<AppEnv>, clientDir: string): void {
  const root = path.relative(process.cwd(), clientDir) || '.'
  const shell = shellResponder(clientDir)
  app.get('/', shell)
  app.get('/index.html', shell)
  app.use('*', async (c, next) => {
    await next()
    const p = c.req.path
    if (!c.res.ok) return
    if (p.startsWith('/assets/')) setAnswerHeader(c, 'Cache-Control', IMMUTABLE)
    // Icons keep their names across builds: a day, so a changed icon still arrives (docs/decisions/143).
    else if (p.startsWith('/icons/')) setAnswerHeader(c, 'Cache-Control', 'public, max-age=86400')
    else if (p === '/sw.js' || p.startsWith('/workbox-') || p.endsWith('.webmanifest'))
      setAnswerHeader(c, 'Cache-Control', 'no-cache')
  })
  app.use('*', serveStatic({ root, precompressed: true }))
  // Not found on disk: a file-like path (and anything under /assets/) is a 404, not the shell.
  app.get('*', (c) => {
    const p = c.req.path
    if (p.startsWith('/assets/') || looksLikeFile(p)) {
      c.header('Cache-Control', 'no-cache')
      return c.text('Not found', 404)
    }
    return shell(c)
  })
}
