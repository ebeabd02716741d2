// "Update available" banner for a waiting service worker; checks for a new version every hour.
// The reload only happens when the update guard allows it.
import { Button, Group, Notification, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { canApplyUpdate, mayUpdateAnyway, reloadWhenAllowed } from '../lib/update-guard'

export const UPDATE_CHECK_MS = 60 * 60 * 1000

function checkPeriodically(registration: ServiceWorkerRegistration | undefined): void {
  if (!registration) return
  window.setInterval(() => {
    if (registration.installing || !navigator.onLine) return
    registration.update().catch((error: unknown) => console.warn('Update check failed', error))
  }, UPDATE_CHECK_MS)
}

export function UpdatePrompt() {
  const { t } = useTranslation()
  const [blocked, setBlocked] = useState(false)
  const [anyway, setAnyway] = useState(false)
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => checkPeriodically(registration),
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
    // Replaces the plugin's immediate reload when the new worker takes over.
    onNeedReload: () => void reloadWhenAllowed(),
  })
  if (!needRefresh) return null

  const apply = async () => {
    if (!(await canApplyUpdate())) {
      setBlocked(true)
      setAnyway(mayUpdateAnyway())
      return
    }
    await updateServiceWorker(true)
  }

  return (
    <Notification
      title={t('update.title')}
      withCloseButton={false}
      role="status"
      style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 400, maxWidth: 360 }}
    >
      <Text size="sm">{blocked ? t('update.blocked') : t('update.message')}</Text>
      <Group mt="xs" gap="xs">
        <Button size="xs" onClick={() => void apply()}>
          {t('update.reload')}
        </Button>
        {anyway && (
          <Button size="xs" color="orange" onClick={() => void updateServiceWorker(true)}>
            {t('sync.updateAnyway')}
          </Button>
        )}
        <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
          {t('update.later')}
        </Button>
      </Group>
    </Notification>
  )
}
