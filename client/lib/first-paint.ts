// Work the first screen does not need (the sync engine's first requests, the session check, the service worker,
// the toast container, the tooltips' code, the next screen's code) starts once that screen has painted, not while
// the browser is still fetching and laying it out: on a slow network those requests shared the bandwidth, and
// their code the main thread, with the first paint (docs/decisions/161).

/** Longest wait for a frame: a tab opened in the background gets no animation frames until it is shown. */
const FRAME_WAIT_MS = 100
/** Longest wait for the browser's first-contentful-paint entry once the first screen has committed. */
const PAINT_ENTRY_WAIT_MS = 1000

/** Resolves after the browser has produced the next frame (or after a short wait when it produces none). */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false
    const finish = () => {
      if (done) return
      done = true
      // A task after the frame: the paint itself has happened by then.
      setTimeout(resolve, 0)
    }
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(finish)
    setTimeout(finish, FRAME_WAIT_MS)
  })
}

/**
 * Resolves once the page's first contentful paint has been presented (the browser's paint entry: later than the
 * frame's animation callback, after raster), or after a wait when the browser reports none.
 */
function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_ENTRY_WAIT_MS)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      void afterNextPaint().then(done)
      return
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      done()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

let starting = false
let committed: (() => void) | null = null
const painted = new Promise<void>((resolve) => {
  committed = () => void afterNextPaint().then(firstContentfulPaint).then(resolve)
})

/** The app is starting (main.tsx): `afterFirstPaint` waits for its first screen to paint. */
export function expectFirstScreen(): void {
  starting = true
}

/** The app's first screen (the splash, or the router's first screen) has committed: called once by `App`. */
export function firstScreenCommitted(): void {
  committed?.()
  committed = null
}

/**
 * Resolves once the app's first screen has painted; outside a starting app (a component rendered on its own, in a
 * test) after the next frame.
 */
export function afterFirstPaint(): Promise<void> {
  // Each waiter goes on in a task of its own: together, in the one task that saw the paint, they made a long one.
  return (starting ? painted : afterNextPaint()).then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
}
