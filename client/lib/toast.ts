// Toasts (spec §9: one at a time, 5 s). A new toast replaces the one on screen instead of queueing.
import { notifications } from '@mantine/notifications'
import { i18n } from '../i18n/i18n'

export const TOAST_DURATION_MS = 5000

function show(color: 'green' | 'red', title: string, message?: string): string {
  notifications.clean()
  return notifications.show({
    title,
    message: message ?? '',
    color,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    // Axe: the close button needs a name, and Mantine's dimmed description is 3.3:1 on white.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
  })
}

export const toast = {
  success: (title: string, message?: string) => show('green', title, message),
  /** The spec's "destructive" toast. */
  error: (title: string, message?: string) => show('red', title, message),
}
