// Where toasts appear: in the page's flow at the top of the main area, so a toast never lies over a
// control (issue 17 §6, docs/decisions/101). At most three, newest first (client/lib/toast.ts).
// The container loads after the first paint; toasts asked for meanwhile wait in the store.
// Not React.lazy: the first screen renders as a transition, and a lazy part suspending inside it would hold the
// whole first paint back until this chunk arrived (docs/decisions/155). It is fetched once the frame has painted (161).
import type { Notifications as MantineNotifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { afterFirstPaint } from '../lib/first-paint'
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../lib/toast'

type NotificationsComponent = typeof MantineNotifications
let loaded: NotificationsComponent | null = null

export function ToastArea() {
  const [Notifications, setNotifications] = useState<NotificationsComponent | null>(() => loaded)
  useEffect(() => {
    if (Notifications) return
    let live = true
    afterFirstPaint()
      .then(() => import('./notifications-container'))
      .then((m) => {
        loaded = m.Notifications
        if (live) setNotifications(() => m.Notifications)
      })
      .catch((error: unknown) => console.warn('Toast container could not be loaded', error))
    return () => {
      live = false
    }
  }, [Notifications])
  if (!Notifications) return null
  return (
    <Notifications
      limit={TOAST_LIMIT}
      autoClose={TOAST_DURATION_MS}
      position="top-center"
      // In the page's flow, an animated toast re-lays the whole screen below it on every frame of its 250 ms
      // enter and leave (with a forced layout to measure it): most of a phone's main-thread work per status
      // press. Toasts appear and go at once, and are not dragged or scrolled away (docs/decisions/240).
      transitionDuration={0}
      allowDragDismiss={false}
      allowScrollDismiss={false}
      withinPortal={false}
      containerWidth="100%"
      styles={{
        root: { position: 'static', transform: 'none', width: '100%', maxWidth: 640, margin: '0 auto', padding: 0 },
      }}
      data-testid="toast-area"
    />
  )
}
