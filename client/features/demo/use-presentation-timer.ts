// Sales demo playback: the current step, seconds left in it, playing or paused. Each step runs its own time,
// then the next begins; after the last one the presentation stops.
import { useEffect, useState } from 'react'
import { SALES_STEPS } from './sales-steps'

interface Position {
  step: number
  left: number
}

const LAST = SALES_STEPS.length - 1
const at = (step: number): Position => ({ step, left: SALES_STEPS[step]!.seconds })

/** One second later. */
export function tick(p: Position): Position {
  if (p.left > 1) return { ...p, left: p.left - 1 }
  return p.step < LAST ? at(p.step + 1) : { ...p, left: 0 }
}

export function usePresentationTimer() {
  const [pos, setPos] = useState<Position>(at(0))
  const [wantsPlay, setWantsPlay] = useState(false)
  const finished = pos.step === LAST && pos.left === 0
  const playing = wantsPlay && !finished

  useEffect(() => {
    if (!playing) return undefined
    const timer = window.setInterval(() => setPos(tick), 1000)
    return () => window.clearInterval(timer)
  }, [playing])

  const goTo = (i: number) => setPos(at(Math.min(Math.max(i, 0), LAST)))
  const elapsed =
    SALES_STEPS.slice(0, pos.step).reduce((s, x) => s + x.seconds, 0) + (SALES_STEPS[pos.step]!.seconds - pos.left)
  return {
    step: pos.step,
    left: pos.left,
    playing,
    elapsed,
    toggle: () => (finished ? (goTo(0), setWantsPlay(true)) : setWantsPlay(!playing)),
    goTo,
    reset: () => {
      goTo(0)
      setWantsPlay(false)
    },
  }
}
