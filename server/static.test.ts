// The built client as the server sends it: precompressed assets, cache headers, 404s, robots.txt, the shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer, type TestServer } from './testing/test-server'

const JS = `console.log(${JSON.stringify('lineside '.repeat(400))})`
const SHELL = '<!doctype html><html><head><title>Lineside</title></head><body><div id="root"></div></body></html>'

let s: TestServer
let clientDir: string
beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'lineside-client-'))
  mkdirSync(path.join(clientDir, 'assets'))
  writeFileSync(path.join(clientDir, 'index.html'), SHELL)
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("install", () => {})')
  writeFileSync(
    path.join(clientDir, 'route-preloads.json'),
    JSON.stringify({
      '/production': {
        js: ['/assets/production-Ab1.js', '/assets/production-texts-Cd2.js'],
        css: ['/assets/production-Ef3.css'],
      },
      '/line/:lineId': { js: ['/assets/line-Gh4.js'], css: [] },
      '/evil': { js: ['https://elsewhere.example/x.js', '/assets/"><script>.js'], css: [] },
    }),
  )
  mkdirSync(path.join(clientDir, 'icons'))
  writeFileSync(path.join(clientDir, 'icons/icon-192.png'), 'png')
  const asset = path.join(clientDir, 'assets/index-AbC123.js')
  writeFileSync(asset, JS)
  writeFileSync(`${asset}.br`, brotliCompressSync(JS))
  writeFileSync(`${asset}.gz`, gzipSync(JS))
  s = await createTestServer({ config: { clientDir } })
})
afterAll(async () => {
  await s.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const get = (p: string, encoding?: string) =>
  s.app.request(p, { headers: encoding ? { 'Accept-Encoding': encoding } : {} })

describe('serving the built client', () => {
  it('sends a hashed asset brotli-compressed when accepted, cached for a year as immutable', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(JS)
  })

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(JS)
    const plain = await get('/assets/index-AbC123.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(JS)
  })

  it('answers a missing asset or file with 404, not the app shell', async () => {
    for (const p of ['/assets/index-Gone99.js', '/assets/nothing', '/favicon.ico', '/icons/missing.png']) {
      const res = await get(p)
      expect(res.status, p).toBe(404)
      expect(await res.text(), p).not.toContain('<div id="root">')
    }
  })

  it('answers /robots.txt with a robots file', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/plain/)
    expect(await res.text()).toMatch(/^User-agent: \*\nDisallow: \/\n$/)
  })

  it('sends the app shell for client routes, compressed and never cached', async () => {
    for (const p of ['/', '/settings', '/machines/12', '/tickets']) {
      const res = await get(p, 'br')
      expect(res.status, p).toBe(200)
      expect(res.headers.get('cache-control'), p).toBe('no-cache')
      expect(res.headers.get('content-encoding'), p).toBe('br')
      expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString(), p).toBe(SHELL)
    }
    expect(await (await get('/tickets')).text()).toBe(SHELL)
  })

  it("names the route's screen chunks as preloads in the shell for that route, and only for it", async () => {
    const production = brotliDecompressSync(
      Buffer.from(await (await get('/production', 'br')).arrayBuffer()),
    ).toString()
    expect(production).toBe(
      SHELL.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/production-Ab1.js"><link rel="modulepreload" crossorigin href="/assets/production-texts-Cd2.js">' +
          '<link rel="preload" as="style" crossorigin href="/assets/production-Ef3.css"></head>',
      ),
    )
    expect(gunzipSync(Buffer.from(await (await get('/production/', 'gzip')).arrayBuffer())).toString()).toBe(production)
    expect(await (await get('/line/12')).text()).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/line-Gh4.js"></head>',
    )
    for (const p of ['/tickets', '/line/12/more', '/productionx', '/evil'])
      expect(await (await get(p)).text(), p).toBe(SHELL)
  })

  it('lets the browser keep icons for a day', async () => {
    const res = await get('/icons/icon-192.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('never caches the service worker', async () => {
    const res = await get('/sw.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })
})
