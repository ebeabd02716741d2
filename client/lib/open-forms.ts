// Counts open forms and dialogs, so an app update never reloads the page under someone's typing.
import { useEffect } from 'react'

let open = 0

export function anyFormOpen(): boolean {
  return open > 0
}

/** Call in a dialog or form component while it is shown. */
export function useFormOpen(isOpen = true): void {
  useEffect(() => {
    if (!isOpen) return
    open += 1
    return () => {
      open -= 1
    }
  }, [isOpen])
}
