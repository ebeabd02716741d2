// Mantine's Tooltip without its positioning engine (floating-ui, ~15 KB gzip) in a screen's first bundle:
// the children render at once, and the tooltip wraps them once its code has loaded — fetched after the first
// paint (from the service worker's precache when offline). A hover tooltip is never needed for the first
// paint. No Suspense: a suspending boundary inside a router transition would hold the whole screen back.
import type { Tooltip as MantineTooltip, TooltipGroupProps, TooltipProps } from '@mantine/core'
import { createElement, useEffect, useState } from 'react'
import { flushSync } from 'react-dom'
import { afterFirstPaint } from '../lib/first-paint'

type TooltipComponent = typeof MantineTooltip
let loaded: TooltipComponent | null = null
let loading: Promise<TooltipComponent> | null = null

/** Loads the tooltip code now (tests call it first, so they see the final UI without the swap). */
export function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('./tooltip-impl').then((m) => (loaded = m.Tooltip))
  return loading
}

/**
 * Tooltips waiting to wrap their children. Each one mounted sets up its positioning in the commit, so a board
 * of 40 swapped at once was one long task (~200 ms on a mid-range phone): they are mounted a few per task.
 */
const MOUNTS_PER_TASK = 1
const waiting: (() => void)[] = []
let draining = false

function drainMounts(): void {
  for (const mount of waiting.splice(0, MOUNTS_PER_TASK)) mount()
  if (waiting.length) setTimeout(drainMounts, 0)
  else draining = false
}

function queueMount(mount: () => void): void {
  waiting.push(mount)
  if (draining) return
  draining = true
  setTimeout(drainMounts, 0)
}

/** True once the tooltip code is here and this tooltip's turn came; the component stays in the module variable. */
function useTooltipLoaded(): boolean {
  const [ready, setReady] = useState(() => loaded !== null)
  useEffect(() => {
    if (ready) return
    let live = true
    // Fetched once the screen has painted (docs/decisions/161): no tooltip is needed for the first paint.
    afterFirstPaint()
      .then(loadTooltip)
      // Rendered and committed in its own task: several turns batched into one render made one long task again.
      .then(() => queueMount(() => live && flushSync(() => setReady(true))))
      .catch((error: unknown) => console.warn('Tooltip code could not be loaded', error))
    return () => {
      live = false
    }
  }, [ready])
  return ready
}

/**
 * The Tooltip component once its code has loaded (fetched after the first paint), for a screen that keeps one
 * tooltip and moves it between targets: no mount queue, there is one instance.
 */
export function useTooltipComponent(): TooltipComponent | null {
  const [component, setComponent] = useState(() => loaded)
  useEffect(() => {
    if (component) return
    let live = true
    afterFirstPaint()
      .then(loadTooltip)
      .then((tooltip) => live && setComponent(() => tooltip))
      .catch((error: unknown) => console.warn('Tooltip code could not be loaded', error))
    return () => {
      live = false
    }
  }, [component])
  return component
}

export function LazyTooltip(props: TooltipProps) {
  return useTooltipLoaded() && loaded ? createElement(loaded, props) : props.children
}

export function LazyTooltipGroup(props: TooltipGroupProps) {
  return useTooltipLoaded() && loaded ? createElement(loaded.Group, props) : <>{props.children}</>
}
