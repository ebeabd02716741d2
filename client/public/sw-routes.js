/* Static routes for the generated worker (vite.config.ts, workbox.importScripts; docs/decisions/276). The build's
   hashed files under /assets/ never change, and the precache holds each under its own address: the browser
   answers them from Cache Storage itself (the Service Worker Static Routing API, Chromium 123+), without a fetch
   event in this worker for each, one after another. Offline, on a cold start, the worker's answers were most of the
   wait for the entry script. What the caches do not hold goes to the network, as the precache's miss did.
   Navigations and everything else still reach the worker's fetch handler (the offline app shell, the API). */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return
  const urlPattern = typeof URLPattern === 'function' ? new URLPattern({ pathname: '/assets/*' }) : '/assets/*'
  event.waitUntil(
    event.addRoutes([{ condition: { urlPattern }, source: 'cache' }]).catch(() => undefined),
  )
})
