/* Web Push in the service worker (issue 34, docs/decisions/205). Imported by the generated worker (vite.config.ts,
   workbox.importScripts), so the browser keeps it with the worker: it runs offline too. A push carries JSON
   { kind, title, body, url, tag } already written in the user's language; a tap opens its url in the app — in an
   open window of the app when there is one, else a new one. The url's page comes from the precache offline. */
self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { title: event.data ? event.data.text() : '' }
  }
  const title = data.title || 'Lineside'
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag || undefined,
      renotify: Boolean(data.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url, kind: data.kind || null },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = (event.notification.data && event.notification.data.url) || '/'
  const target = new URL(path, self.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const own = windows.filter((c) => new URL(c.url).origin === self.location.origin)
      const client = own.find((c) => c.focused) || own[0]
      if (client) {
        // Focusing needs the tap's user activation; navigating does not. Either may be refused: the other still helps.
        await client.focus().catch(() => undefined)
        if (client.url !== target) await client.navigate(target).catch(() => undefined)
        return
      }
      await self.clients.openWindow(target)
    })(),
  )
})
