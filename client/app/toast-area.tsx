// Where toasts appear: in the page's flow at the top of the main area, so a toast never lies over a
// control (issue 17 §6, docs/decisions/101). At most three, newest first (client/lib/toast.ts).
// The container loads after the first paint; toasts asked for meanwhile wait in the store.
import { lazy, Suspense } from 'react'
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../lib/toast'

const Notifications = lazy(() => import('./notifications-container').then((m) => ({ default: m.Notifications })))

export function ToastArea() {
  return (
    <Suspense fallback={null}>
      <Notifications
        limit={TOAST_LIMIT}
        autoClose={TOAST_DURATION_MS}
        position="top-center"
        withinPortal={false}
        containerWidth="100%"
        styles={{
          root: { position: 'static', transform: 'none', width: '100%', maxWidth: 640, margin: '0 auto', padding: 0 },
        }}
        data-testid="toast-area"
      />
    </Suspense>
  )
}
