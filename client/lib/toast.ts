// Toasts (spec §9: one at a time, 5 s). A new toast replaces the one on screen instead of queueing.
// @mantine/notifications loads on demand (it is not needed for the first paint); the app mounts its container
// right after start, and a toast asked for before the module arrives shows as soon as it has.

export const TOAST_DURATION_MS = 5000

const loadNotifications = () => import('@mantine/notifications').then((m) => m.notifications)

/** Resolves once the toast is in the store (tests await it; screens need not). */
function show(color: 'green' | 'red', title: string, message?: string): Promise<void> {
  return loadNotifications()
    .then((notifications) => {
      notifications.clean()
      notifications.show({ title, message: message ?? '', color, autoClose: TOAST_DURATION_MS, withBorder: true })
    })
    .catch((error: unknown) => console.warn('Toast could not be shown', error))
}

export const toast = {
  success: (title: string, message?: string) => show('green', title, message),
  /** The spec's "destructive" toast. */
  error: (title: string, message?: string) => show('red', title, message),
}
