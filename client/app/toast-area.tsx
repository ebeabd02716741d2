// Where toasts appear: in the page's flow at the top of the main area, so a toast never lies over a
// control (issue 17 §6, docs/decisions/101). At most three, newest first (client/lib/toast.ts).
// The container loads after the first paint; toasts asked for meanwhile wait in the store.
// Not React.lazy: the first screen renders as a transition, and a lazy part suspending inside it would hold the
// whole first paint back until this chunk arrived (docs/decisions/155). It is fetched once the frame has painted (161).
import { useEffect, useState, type ComponentType } from 'react'
import { afterFirstPaint } from '../lib/first-paint'

let loaded: ComponentType | null = null

export function ToastArea() {
  const [ToastList, setToastList] = useState<ComponentType | null>(() => loaded)
  useEffect(() => {
    if (ToastList) return
    let live = true
    afterFirstPaint()
      .then(() => import('./toast-list'))
      .then((m) => {
        loaded = m.ToastList
        if (live) setToastList(() => m.ToastList)
      })
      .catch((error: unknown) => console.warn('Toast list could not be loaded', error))
    return () => {
      live = false
    }
  }, [ToastList])
  return ToastList ? <ToastList /> : null
}
