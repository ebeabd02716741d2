// The guided demo's playback state (spec §4: playing or paused, step by step). It outlives the route — the demo
// walks through other screens — so it lives here, in the tab's session storage, not in a page's state.
import { useSyncExternalStore } from 'react'
import { GUIDED_STEPS } from './guided-steps'

export interface GuidedDemoState {
  active: boolean
  step: number
  playing: boolean
}

const KEY = 'lineside.guidedDemo'
const IDLE: GuidedDemoState = { active: false, step: 0, playing: false }
const listeners = new Set<() => void>()
let state: GuidedDemoState = read()

function read(): GuidedDemoState {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? { ...IDLE, ...(JSON.parse(raw) as Partial<GuidedDemoState>) } : IDLE
  } catch {
    return IDLE
  }
}

function set(next: Partial<GuidedDemoState>): void {
  state = { ...state, ...next }
  try {
    sessionStorage.setItem(KEY, JSON.stringify(state))
  } catch {
    // Private mode: the demo still runs, it just does not survive a reload.
  }
  for (const l of listeners) l()
}

const last = GUIDED_STEPS.length - 1
const clamp = (n: number) => Math.min(Math.max(n, 0), last)

export const guidedDemo = {
  start: () => set({ active: true, step: 0, playing: true }),
  exit: () => set(IDLE),
  play: () => set({ playing: true }),
  pause: () => set({ playing: false }),
  reset: () => set({ step: 0, playing: true }),
  goTo: (step: number) => set({ step: clamp(step) }),
  next: () => set({ step: clamp(state.step + 1) }),
  previous: () => set({ step: clamp(state.step - 1) }),
  /** The timer's tick: the next step, or pause on the last one. */
  advance: () => (state.step >= last ? set({ playing: false }) : set({ step: state.step + 1 })),
  get: () => state,
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useGuidedDemo(): GuidedDemoState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  )
}
