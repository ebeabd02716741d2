// The toasts themselves, read from @mantine/notifications' store (client/lib/toast.ts writes to it; the store keeps
// the limit and the newest-first order): each one Mantine core's plain Notification in the page's flow.
// Not Mantine's Notifications container: in the flow, its enter and leave transitions re-laid the whole screen
// every frame, it measured each toast with a forced layout when it mounted and re-attached refs when one left —
// most of a phone's main-thread work per status press (docs/decisions/240). Loads after the first paint.
import { Notification } from '@mantine/core'
import { notifications, notificationsStore, useNotifications, type NotificationData } from '@mantine/notifications'
import { useEffect, useRef } from 'react'
import { i18n } from '../i18n/i18n'
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../lib/toast'

// The store's limit and position, as Mantine's container would set them, once, when this module loads; toasts
// asked for before it (under the store's default limit) are sorted into the three newest, the rest dropped.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: 'top-center' }))
notifications.updateState(notificationsStore, (all) => all)
notifications.cleanQueue()

function Toast({ data }: { data: NotificationData }) {
  const { id, autoClose, title, message, color, withBorder, closeButtonProps, styles } = data
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const ms = autoClose === false ? null : typeof autoClose === 'number' ? autoClose : TOAST_DURATION_MS
  const start = () => {
    clearTimeout(timer.current)
    if (ms !== null && id) timer.current = setTimeout(() => notifications.hide(id), ms)
  }
  useEffect(() => {
    start()
    return () => clearTimeout(timer.current)
    // Once per toast: an update of the same toast does not restart its time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])
  return (
    <Notification
      title={title}
      color={color}
      withBorder={withBorder}
      closeButtonProps={{ 'aria-label': i18n.t('common.close'), ...closeButtonProps }}
      styles={styles}
      onClose={() => id && notifications.hide(id)}
      // Reading a toast keeps it: its time starts again when the pointer leaves.
      onMouseEnter={() => clearTimeout(timer.current)}
      onMouseLeave={start}
    >
      {message}
    </Notification>
  )
}

export function ToastList() {
  const { notifications: shown } = useNotifications()
  return (
    <div
      data-testid="toast-area"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%', maxWidth: 640, margin: '0 auto' }}
    >
      {shown.map((data) => (
        <Toast key={data.id} data={data} />
      ))}
    </div>
  )
}
