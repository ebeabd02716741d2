// The floors of the browser benchmarks (issue 33, docs/decisions/210): minimal pages doing the same job as the app
// with nothing else, served by the same server from the bench build's folder (/floor/…), so a run measures the
// app and its floor in the same minute on the same machine and prints their ratio. Plain scripts, no framework;
// external files because the server's CSP allows no inline script.
//   /floor/cold.html       reads the lines from the app's IndexedDB ('lineside', store 'lines') and puts one
//                          plain tile per line on screen; window.firstTileAt = performance.now() when they are in.
//                          Its own minimal service worker (/floor/sw.js, scope /floor/) serves it offline from
//                          Cache Storage. ?install only registers the worker (no IndexedDB before the app made it).
//   /floor/phone.html      one button; a press pushes line.setStatus (to the button's data-next) for ?line= to
//                          /api/sync/push.
//   /floor/board.html      one tile (data-line-id, data-status); reads /api/events (SSE) and on each poke pulls
//                          /api/sync/pull?cursor= and sets the tile's status from the lines it brings.
// Both API pages take the bearer token from localStorage 'floor.token' (the benchmark signs in over the API).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const page = (script: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>floor</title>` +
  `<style>body{font:16px sans-serif;margin:8px}.tile{display:inline-block;width:150px;height:60px;margin:4px;padding:4px;border:1px solid #888}` +
  `.tile[data-status=running]{background:#2b8a3e;color:#fff}.tile[data-status=stopped]{background:#c92a2a;color:#fff}` +
  `.tile[data-status=maintenance]{background:#e67700}</style></head><body>${body}<script src="/floor/${script}"></script></body></html>`

const COLD_JS = `
if (location.search.includes('install')) {
  navigator.serviceWorker.register('/floor/sw.js', { scope: '/floor/' })
} else {
  const open = indexedDB.open('lineside')
  open.onsuccess = () => {
    const req = open.result.transaction('lines', 'readonly').objectStore('lines').getAll()
    req.onsuccess = () => {
      const board = document.getElementById('board')
      const tiles = document.createDocumentFragment()
      for (const line of req.result) {
        const el = document.createElement('div')
        el.className = 'tile'
        el.dataset.lineId = line.id
        el.dataset.status = line.status
        el.textContent = line.name + ' ' + line.status
        tiles.appendChild(el)
      }
      board.appendChild(tiles)
      window.firstTileAt = performance.now()
      window.floorTiles = req.result.length
    }
  }
}
`

const SW_JS = `
const FILES = ['/floor/cold.html', '/floor/cold.js']
self.addEventListener('install', (e) => {
  self.skipWaiting()
  e.waitUntil(caches.open('floor-v1').then((cache) => cache.addAll(FILES)))
})
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (e) => {
  e.respondWith(caches.match(e.request, { ignoreSearch: true }).then((hit) => hit || fetch(e.request)))
})
`

const PHONE_JS = `
const clientId = crypto.randomUUID()
let mutationId = 0
const lineId = Number(new URLSearchParams(location.search).get('line'))
document.getElementById('toggle').addEventListener('click', (e) => {
  const status = e.currentTarget.dataset.next
  const now = new Date().toISOString()
  fetch('/api/sync/push', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + localStorage.getItem('floor.token') },
    body: JSON.stringify({
      clientId,
      mutations: [{ mutationId: ++mutationId, name: 'line.setStatus', createdAt: now,
        args: { lineId, status, issue: null, baseVersion: 0, at: now } }],
    }),
  })
})
`

const BOARD_JS = `
const lineId = Number(new URLSearchParams(location.search).get('line'))
const tile = document.querySelector('.tile')
tile.dataset.lineId = lineId
const headers = { Authorization: 'Bearer ' + localStorage.getItem('floor.token') }
let cursor = null
let pulling = false
let again = false
async function pull() {
  if (pulling) { again = true; return }
  pulling = true
  try {
    for (let more = true; more; ) {
      const res = await fetch('/api/sync/pull?cursor=' + cursor, { headers })
      const page = await res.json()
      cursor = page.cursor
      for (const line of page.changes.lines || []) if (line.id === lineId) tile.dataset.status = line.status
      more = page.more === true || again
      again = false
    }
  } finally {
    pulling = false
  }
}
async function listen() {
  const res = await fetch('/api/events', { headers })
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    buffer += value
    let end
    while ((end = buffer.indexOf('\\n\\n')) >= 0) {
      const message = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(message)?.[1]
      const data = /^data: (.*)$/m.exec(message)?.[1]
      if (!data) continue
      const seq = JSON.parse(data).seq
      if (event === 'hello') { cursor = seq; window.floorReady = true }
      else if (event === 'change' && cursor !== null && seq > cursor) pull()
    }
  }
}
listen()
`

/** Writes the floor pages into the built client folder the bench server serves. */
export function writeFloorPages(clientDir: string): void {
  const dir = path.join(clientDir, 'floor')
  mkdirSync(dir, { recursive: true })
  const files: Record<string, string> = {
    'cold.html': page('cold.js', '<div id="board"></div>'),
    'cold.js': COLD_JS,
    'sw.js': SW_JS,
    'phone.html': page(
      'phone.js',
      '<button id="toggle" data-next="maintenance" style="font-size:32px;padding:16px">Toggle</button>',
    ),
    'phone.js': PHONE_JS,
    'board.html': page('board.js', '<div class="tile" data-status="running">line</div>'),
    'board.js': BOARD_JS,
  }
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text)
}
