// Always-visible sync state in the top bar: online or offline, changes waiting, last sync. Opens the panel.
import { Badge, Button, Group, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatTime } from '../../i18n/format'
import { useOutboxCounts, useSyncSelect } from '../../sync/use-sync'

// The panel (a drawer with lists) loads when first opened; it stays out of the first bundle.
const SyncPanel = lazy(() => import('./sync-panel').then((m) => ({ default: m.SyncPanel })))

/**
 * Online, a change usually leaves within a tenth of a second: "Waiting: 1" shows only if something still waits
 * after this long, as the "sending" toast (decision 273), not as a flash on every press (decision 284).
 */
export const WAITING_SHOWN_AFTER_MS = 600

/** Whether the waiting count is shown: offline at once, online once something has waited WAITING_SHOWN_AFTER_MS. */
function useWaitingShown(pending: number, online: boolean): boolean {
  const [waited, setWaited] = useState(false)
  const waiting = pending > 0
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setWaited(true), WAITING_SHOWN_AFTER_MS)
    return () => {
      clearTimeout(timer)
      setWaited(false)
    }
  }, [waiting])
  return waiting && (waited || !online)
}

export function SyncIndicator() {
  const { t } = useTranslation()
  // Only what it shows: the last sync to the minute, so a pull on every change does not draw the bar again.
  const online = useSyncSelect((state) => state.online && state.phase !== 'offline')
  const firstSyncRows = useSyncSelect((state) => state.firstSync?.rows ?? null)
  const lastSync = useSyncSelect((state) => (state.lastSyncAt ? formatTime(state.lastSyncAt) : null))
  const { pending, notSent } = useOutboxCounts()
  const waitingShown = useWaitingShown(pending, online)
  const [opened, { open, close }] = useDisclosure(false)
  const colour = !online ? 'orange' : notSent > 0 ? 'red' : 'teal.9'
  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        onClick={open}
        aria-label={t('sync.openPanel')}
        data-testid="sync-indicator"
        data-online={online}
        data-pending={pending}
      >
        <Group gap={6} wrap="nowrap">
          <Badge color={colour} variant="filled" size="sm">
            {online ? t('sync.online') : t('sync.offline')}
          </Badge>
          {firstSyncRows !== null && (
            <Text size="xs" role="status" data-testid="first-sync-progress">
              {t('sync.firstSyncProgress', { count: firstSyncRows })}
            </Text>
          )}
          {waitingShown && <Text size="xs">{t('sync.pendingCount', { count: pending })}</Text>}
          {notSent > 0 && (
            <Text size="xs" c="red.9" fw={700}>
              {t('sync.notSentCount', { count: notSent })}
            </Text>
          )}
          {lastSync && (
            <Text size="xs" c="gray.7" visibleFrom="sm">
              {t('sync.lastSync', { time: lastSync })}
            </Text>
          )}
        </Group>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SyncPanel opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  )
}
