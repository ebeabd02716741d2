// For dialogs loaded on demand: true from the first time the dialog opens, so it then stays mounted and
// its own closing transition and delayed reset still run.
import { useEffect, useRef, useState } from 'react'

export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened)
  const [opener, setOpener] = useState<Element | null>(null)
  if (opened && !once) {
    setOnce(true)
    // Read before the dialog mounts and its focus trap moves focus inside.
    setOpener(document.activeElement)
  }
  useFirstFocusReturn(opened, opener)
  return once || opened
}

/**
 * A Mantine modal remembers where focus was only when `opened` changes after it mounted; a dialog that
 * mounts already open (its first opening) would leave focus on the page body when closed. So the first
 * time, hand focus back to the opener ourselves, by Mantine's own rule: only if nothing else took it.
 */
function useFirstFocusReturn(opened: boolean, opener: Element | null) {
  const done = useRef(false)
  useEffect(() => {
    if (opened || !opener || done.current) return
    const focusedAtClose = document.activeElement
    const timer = window.setTimeout(() => {
      done.current = true
      const now = document.activeElement
      if ((now === null || now === document.body || now === focusedAtClose) && opener instanceof HTMLElement)
        opener.focus({ preventScroll: true })
    }, 10)
    return () => window.clearTimeout(timer)
  }, [opened, opener])
}
