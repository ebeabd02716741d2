// Spotlights the current screen's heading with driver.js and shows the step's text in its popover.
import { driver, type Driver } from 'driver.js'
import 'driver.js/dist/driver.css'
import { useEffect, useRef } from 'react'

/** Screens load lazily: look for a heading for this long before showing the popover in the middle. */
const WAIT_MS = 1500

export function useDriverHighlight(key: string, title: string, description: string): void {
  const ref = useRef<Driver | null>(null)

  useEffect(() => {
    const d = driver({
      animate: false,
      allowClose: false,
      showButtons: [],
      overlayOpacity: 0.35,
      stagePadding: 6,
      popoverClass: 'guided-demo-popover',
      disableActiveInteraction: true,
    })
    ref.current = d
    return () => {
      d.destroy()
      ref.current = null
    }
  }, [])

  useEffect(() => {
    let cancelled = false
    const started = Date.now()
    const show = () => {
      if (cancelled || !ref.current) return
      const heading = document.querySelector<HTMLElement>('main h1, h1')
      if (!heading && Date.now() - started < WAIT_MS) {
        window.setTimeout(show, 100)
        return
      }
      ref.current.highlight({
        element: heading ?? undefined,
        popover: { title, description, side: 'bottom', align: 'start' },
      })
    }
    const timer = window.setTimeout(show, 50)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [key, title, description])
}
