// Offline the service worker answers every navigation with the plain app shell, which names no screen chunks
// (the server adds them per route online, docs/decisions/144). This names the current route's chunks from the
// build's route map, so they load while the entry script is still being compiled instead of after it has run
// (docs/decisions/156). The build writes the map into this file (ROUTES, scripts/vite/route-preloads.ts), so the
// chunks are named as the script runs, not after a fetch of route-preloads.json whose answer waited for the entry's
// evaluation (docs/decisions/276); without it (vite's dev server) the map is fetched. A classic script, not
// inline: a strict Content-Security-Policy allows it.
;(function () {
  var ROUTES = null
  // Only a page the service worker answered has the plain shell; online without one the server named the chunks.
  if (!window.fetch || !navigator.serviceWorker || !navigator.serviceWorker.controller) return
  var path = location.pathname.replace(/\/$/, '') || '/'
  function matches(route) {
    var a = route.split('/')
    var b = path.split('/')
    if (a.length !== b.length) return false
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i] && a[i].charAt(0) !== ':') return false
    return true
  }
  function link(rel, href, as) {
    if (!/^\/assets\/[\w.-]+$/.test(href)) return
    var el = document.createElement('link')
    el.rel = rel
    el.href = href
    el.crossOrigin = ''
    if (as) el.setAttribute('as', as)
    document.head.appendChild(el)
  }
  function name(routes) {
    if (!routes) return
    for (var route in routes) {
      if (!matches(route)) continue
      routes[route].js.forEach(function (href) {
        link('modulepreload', href)
      })
      routes[route].css.forEach(function (href) {
        link('preload', href, 'style')
      })
      return
    }
  }
  if (ROUTES) return name(ROUTES)
  fetch('/route-preloads.json')
    .then(function (response) {
      return response.ok ? response.json() : null
    })
    .then(name)
    .catch(function () {})
})()
