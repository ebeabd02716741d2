// Mantine's Tooltip without its positioning engine (floating-ui, ~15 KB gzip) in a screen's first bundle:
// the children render at once, and the tooltip wraps them once its code has loaded — fetched after the first
// paint (from the service worker's precache when offline). A hover tooltip is never needed for the first
// paint. No Suspense: a suspending boundary inside a router transition would hold the whole screen back.
import type { Tooltip as MantineTooltip, TooltipGroupProps, TooltipProps } from '@mantine/core'
import { createElement, startTransition, useEffect, useState } from 'react'

type TooltipComponent = typeof MantineTooltip
let loaded: TooltipComponent | null = null
let loading: Promise<TooltipComponent> | null = null

/** Loads the tooltip code now (tests call it first, so they see the final UI without the swap). */
export function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('./tooltip-impl').then((m) => (loaded = m.Tooltip))
  return loading
}

/** True once the tooltip code is here; the component itself stays in the module variable. */
function useTooltipLoaded(): boolean {
  const [ready, setReady] = useState(() => loaded !== null)
  useEffect(() => {
    if (ready) return
    let live = true
    loadTooltip()
      // A transition: wrapping a whole board of tiles at once is rendered in slices that yield to input.
      .then(() => live && startTransition(() => setReady(true)))
      .catch((error: unknown) => console.warn('Tooltip code could not be loaded', error))
    return () => {
      live = false
    }
  }, [ready])
  return ready
}

export function LazyTooltip(props: TooltipProps) {
  return useTooltipLoaded() && loaded ? createElement(loaded, props) : props.children
}

export function LazyTooltipGroup(props: TooltipGroupProps) {
  return useTooltipLoaded() && loaded ? createElement(loaded.Group, props) : <>{props.children}</>
}
