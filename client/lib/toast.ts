// Toasts (spec §9: one at a time, 5 s). A new toast replaces the one on screen instead of queueing.
import { notifications } from '@mantine/notifications'
import i18n from 'i18next'

export const TOAST_DURATION_MS = 5000

function show(color: 'green' | 'red', title: string, message?: string): string {
  notifications.clean()
  return notifications.show({
    title,
    message: message ?? '',
    color,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    // Without a name the close button fails axe's button-name rule while a toast is on screen.
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  })
}

export const toast = {
  success: (title: string, message?: string) => show('green', title, message),
  /** The spec's "destructive" toast. */
  error: (title: string, message?: string) => show('red', title, message),
}
