// Toasts: at most three on screen, newest first; a fourth drops the oldest instead of queueing it, so what
// the user reads is always current (issue 17 §6, docs/decisions/101). Each closes after 5 s (spec §9).
// @mantine/notifications loads on demand (not needed for the first paint, docs/decisions/09x); a toast asked
// for before the module arrives waits in the notifications store and shows as soon as the container mounts.
import { i18n } from '../i18n/i18n'

export const TOAST_DURATION_MS = 5000
export const TOAST_LIMIT = 3

type Tone = 'green' | 'red' | 'blue'
/** A toast's id; it resolves once the toast is in the store (tests await it; screens need not). */
export type ToastId = Promise<string>
let sequence = 0

const loadNotifications = () => import('@mantine/notifications').then((m) => m.notifications)

function show(color: Tone, title: string, message?: string, autoClose = TOAST_DURATION_MS): ToastId {
  sequence += 1
  const priority = sequence
  return loadNotifications().then((notifications) => {
    const shown = notifications.show({
      title,
      message: message ?? '',
      color,
      autoClose,
      withBorder: true,
      // Axe: the close button needs a name, and Mantine's dimmed description is 3.3:1 on white.
      closeButtonProps: { 'aria-label': i18n.t('common.close') },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
      // Higher priority sorts first: the newest toast is on top.
      priority,
    })
    // Anything pushed past the limit is stale by now; drop it rather than show it later.
    notifications.cleanQueue()
    return shown
  })
}

/** Replaces a toast (gone or not) by a new one on top: "saved on this device" becomes "sent". */
function update(id: ToastId | string, color: Tone, title: string, message?: string): ToastId {
  return Promise.all([id, loadNotifications()]).then(([shown, notifications]) => {
    notifications.hide(shown)
    return show(color, title, message)
  })
}

export const toast = {
  success: (title: string, message?: string) => show('green', title, message),
  /** The spec's "destructive" toast. */
  error: (title: string, message?: string) => show('red', title, message),
  /** Neutral news: saved on this device, waiting to be sent. Never green, never vibrates. */
  info: (title: string, message?: string, autoClose?: number) => show('blue', title, message, autoClose),
  update,
  /** A toast in one of the three tones. */
  show: (color: Tone, title: string, message?: string) => show(color, title, message),
}
