// client/public/route-preload.js: the offline shell names the current route's chunks from the precached route map.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

const script = readFileSync(path.resolve(__dirname, '../public/route-preload.js'), 'utf8')
const routes = {
  '/production': { js: ['/assets/board-1.js', '/assets/en-2.js'], css: ['/assets/board-3.css'] },
  '/line/:lineId': { js: ['/assets/line-4.js'], css: [] },
  '/': { js: ['/assets/login-5.js'], css: [] },
  '/evil': { js: ['https://elsewhere.example/x.js'], css: [] },
}

async function runAt(
  pathname: string,
  controlled: boolean,
  source = script,
): Promise<{ fetched: boolean; links: string[] }> {
  window.history.replaceState(null, '', pathname)
  const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(routes), { status: 200 }))
  vi.stubGlobal('fetch', fetchMock)
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: controlled ? { controller: {} } : { controller: null },
  })
  new Function(source)()
  // The script's fetch, json and link steps are promise callbacks: let them run.
  await new Promise((resolve) => setTimeout(resolve, 20))
  const links = [...document.head.querySelectorAll('link')].map(
    (l) => `${l.rel}${l.getAttribute('as') ? `:${l.getAttribute('as')}` : ''} ${l.getAttribute('href')}`,
  )
  return { fetched: fetchMock.mock.calls.length > 0, links }
}

afterEach(() => {
  document.head.querySelectorAll('link').forEach((l) => l.remove())
  vi.unstubAllGlobals()
})

describe('route-preload.js (the service worker’s plain shell)', () => {
  it('names the board’s chunks and stylesheets on /production', async () => {
    const { links } = await runAt('/production', true)
    expect(links).toEqual([
      'modulepreload /assets/board-1.js',
      'modulepreload /assets/en-2.js',
      'preload:style /assets/board-3.css',
    ])
  })

  it('matches a route with a parameter, and a trailing slash', async () => {
    expect((await runAt('/line/7/', true)).links).toEqual(['modulepreload /assets/line-4.js'])
  })

  it('never names anything outside /assets/', async () => {
    expect((await runAt('/evil', true)).links).toEqual([])
  })

  it('with the map the build writes into it, names the chunks as it runs, without fetching the map', () => {
    // As scripts/vite/route-preloads.ts writes it (decision 276).
    const built = script.replace('var ROUTES = null', `var ROUTES = ${JSON.stringify(routes)}`)
    expect(built).not.toBe(script)
    window.history.replaceState(null, '', '/production')
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } })
    new Function(built)()
    // Synchronously: no promise step between the script and its links.
    const links = [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`)
    expect(links).toEqual([
      'modulepreload /assets/board-1.js',
      'modulepreload /assets/en-2.js',
      'preload /assets/board-3.css',
    ])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('does nothing when the server sent the page (no service worker in control): the server named the chunks', async () => {
    expect(await runAt('/production', false)).toEqual({ fetched: false, links: [] })
  })
})
