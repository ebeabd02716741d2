// Work the first screen does not need (the sync engine's first requests, the toast container, the tooltips' code,
// the next screen's code) starts once that screen has painted, not while the browser is still fetching and
// laying it out: on a slow network those requests shared the bandwidth, and their code the main thread, with the
// first paint (docs/decisions/161).

/** Longest wait for a frame: a tab opened in the background gets no animation frames until it is shown. */
const FRAME_WAIT_MS = 100

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

let committed: (() => void) | null = null
const painted = new Promise<void>((resolve) => {
  committed = () => void afterNextPaint().then(resolve)
})

/** The app's first screen (the splash, or the router's first screen) has committed: called once by `App`. */
export function firstScreenCommitted(): void {
  committed?.()
  committed = null
}

/** Resolves once the app's first screen has painted. */
export function afterFirstPaint(): Promise<void> {
  return painted
}
