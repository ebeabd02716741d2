// SharePoint / Dataverse tab: Sync pulls product rows into an import job; View Lists / View Tables shows
// what the app registration can see. Without settings the tab names the missing ones and nothing syncs.
import { Alert, Button, Card, Code, Group, List, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  ConnectorCollection,
  ConnectorName,
  ConnectorStatus,
  ImportJob,
} from '../../../shared/planning/import-job'
import { ApiError, apiRequest } from '../../lib/api-client'
import { toast } from '../../lib/toast'

const PATHS: Record<ConnectorName, { sync: string; view: string }> = {
  sharepoint: { sync: '/api/data-imports/sharepoint-sync', view: '/api/data-imports/sharepoint/lists' },
  dataverse: { sync: '/api/data-imports/dataverse-sync', view: '/api/data-imports/dataverse/tables' },
}

interface ConnectorTabProps {
  name: ConnectorName
  status: ConnectorStatus | undefined
  onStarted: (job: ImportJob) => void
}

const reason = (error: unknown) => (error instanceof ApiError ? error.body?.message : undefined)

export function ConnectorTab({ name, status, onStarted }: ConnectorTabProps) {
  const { t } = useTranslation()
  const [collections, setCollections] = useState<ConnectorCollection[] | null>(null)
  const [busy, setBusy] = useState(false)
  const k = (key: string) => `importExport.${name}.${key}`

  const sync = async () => {
    setBusy(true)
    try {
      onStarted(await apiRequest<ImportJob>('POST', PATHS[name].sync))
      toast.success(t(k('syncStarted')))
    } catch (error) {
      toast.error(t(k('syncFailed')), reason(error))
    } finally {
      setBusy(false)
    }
  }

  const view = async () => {
    setBusy(true)
    try {
      setCollections(await apiRequest<ConnectorCollection[]>('GET', PATHS[name].view))
    } catch (error) {
      toast.error(t(k('viewFailed')), reason(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card withBorder component="section" aria-labelledby={`${name}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={`${name}-title`}>
          {t(k('title'))}
        </Title>
        <Text size="sm" c="gray.7">
          {t(k('text'))}
        </Text>
        {status && !status.configured && (
          <Alert color="orange" title={t('importExport.connector.notConfigured')}>
            <Text size="sm">{t('importExport.connector.missing')}</Text>
            <List size="sm">
              {status.missing.map((m) => (
                <List.Item key={m}>
                  <Code>{m}</Code>
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {status?.configured && <Text size="sm">{t('importExport.connector.target', { target: status.target })}</Text>}
        <Group>
          <Button onClick={() => void sync()} loading={busy}>
            {t(k('sync'))}
          </Button>
          <Button variant="default" onClick={() => void view()} disabled={busy}>
            {t(k('view'))}
          </Button>
        </Group>
        {collections && (
          <List size="sm" aria-label={t(k('view'))}>
            {collections.length === 0 && <Text size="sm">{t('importExport.connector.none')}</Text>}
            {collections.map((c) => (
              <List.Item key={c.id}>
                {c.name}
                {c.description ? ` — ${c.description}` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  )
}
