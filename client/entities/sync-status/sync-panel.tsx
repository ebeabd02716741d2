// The sync panel: connection, storage, the changes waiting to be sent, and the "Not sent" list.
import { Badge, Drawer, Group, Stack, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { db, type RejectedEntry } from '../../data/db'
import { formatDateTime } from '../../i18n/format'
import { NotSentEditorHost } from './not-sent-editor-host'
import { hasNotSentEditor } from '../../sync/not-sent-editors'
import { NotSentItem } from './not-sent-item'
import { OutboxItem } from './outbox-item'
import { SupersededItem } from './superseded-item'
import { useSyncState } from '../../sync/use-sync'

export function SyncPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const state = useSyncState()
  const outbox = useLiveQuery(() => db.outbox.orderBy('mutationId').toArray(), [], [])
  const rejected = useLiveQuery(() => db.rejected.orderBy('mutationId').toArray(), [], [])
  const superseded = useLiveQuery(() => db.superseded.orderBy('mutationId').toArray(), [], [])
  const online = state.online && state.phase !== 'offline'
  // The refused change whose own dialog is open over the panel.
  const [editing, setEditing] = useState<RejectedEntry | null>(null)
  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        title={t('sync.panelTitle')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={online ? 'teal.9' : 'orange'}>{online ? t('sync.online') : t('sync.offline')}</Badge>
            {state.live && <Badge color="blue">{t('sync.live')}</Badge>}
          </Group>
          <Text size="sm">
            {state.lastSyncAt
              ? t('sync.lastSyncAt', { time: formatDateTime(state.lastSyncAt) })
              : t('sync.neverSynced')}
          </Text>
          {state.lastError && state.phase !== 'idle' && (
            <Text size="sm" c="gray.7">
              {t('sync.lastError', { message: state.lastError })}
            </Text>
          )}
          <Text size="sm" data-testid="offline-ready">
            {typeof navigator !== 'undefined' && navigator.serviceWorker?.controller
              ? t('sync.offlineReady')
              : t('sync.offlineNotReady')}
          </Text>
          <Text size="sm">
            {state.storagePersisted === null
              ? t('sync.storageUnknown')
              : state.storagePersisted
                ? t('sync.storagePersisted')
                : t('sync.storageNotPersisted')}
          </Text>

          <Title order={3} size="h5">
            {t('sync.waitingTitle', { count: outbox.length })}
          </Title>
          {outbox.length === 0 ? (
            <Text size="sm">{t('sync.nothingWaiting')}</Text>
          ) : (
            outbox.map((e) => <OutboxItem key={e.mutationId} entry={e} />)
          )}

          <Title order={3} size="h5">
            {t('sync.notSentTitle', { count: rejected.length })}
          </Title>
          {rejected.length === 0 ? (
            <Text size="sm">{t('sync.nothingRejected')}</Text>
          ) : (
            rejected.map((e) => (
              <NotSentItem
                key={e.mutationId}
                entry={e}
                onEdit={hasNotSentEditor(e.name) ? () => setEditing(e) : undefined}
              />
            ))
          )}

          {superseded.length > 0 && (
            <>
              <Title order={3} size="h5">
                {t('sync.supersededTitle')}
              </Title>
              {superseded.map((n) => (
                <SupersededItem key={n.mutationId} notice={n} />
              ))}
            </>
          )}
        </Stack>
      </Drawer>
      {editing && <NotSentEditorHost entry={editing} onDone={() => setEditing(null)} />}
    </>
  )
}
