// Import/Export (/import-export, spec §2): four tabs — Import Data, Export Data, SharePoint, Dataverse.
// Operators never reach it (Access Denied in the route table); other non-admins see Administrator Access
// Required and the screen makes no admin call (the server refuses them, and a 403 would end the session).
import { Container, Stack, Tabs, Text, Title } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { isAdminRole } from '../../../shared/roles'
import { AdminRequired } from '../../components/admin-required'
import { useSession } from '../../entities/session/session-context'
import { ImportTab } from './import-tab'
import { RecentImports } from './recent-imports'
import { useConnectorStatus } from './use-connectors'
import { useImportJobs } from './use-import-jobs'

// The tabs after the first load when opened, so the screen's first code is the Import tab's (docs/decisions/140).
const ExportTab = lazy(() => import('./export-tab').then((m) => ({ default: m.ExportTab })))
const ConnectorTab = lazy(() => import('./connector-tab').then((m) => ({ default: m.ConnectorTab })))

export function ImportExportPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  if (!user || !isAdminRole(user.role.name))
    return <AdminRequired title={t('importExport.accessTitle')} message={t('importExport.accessMessage')} />
  return <ImportExportScreen />
}

function ImportExportScreen() {
  const { t } = useTranslation()
  const connectors = useConnectorStatus()
  const imports = useImportJobs()
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>{t('importExport.title')}</Title>
          <Text c="gray.7">{t('importExport.subtitle')}</Text>
        </Stack>
        <Tabs defaultValue="import" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="import">{t('importExport.tabs.import')}</Tabs.Tab>
            <Tabs.Tab value="export">{t('importExport.tabs.export')}</Tabs.Tab>
            <Tabs.Tab value="sharepoint">{t('importExport.tabs.sharepoint')}</Tabs.Tab>
            <Tabs.Tab value="dataverse">{t('importExport.tabs.dataverse')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="import" pt="md">
            <ImportTab imports={imports} />
          </Tabs.Panel>
          <Tabs.Panel value="export" pt="md">
            <Suspense fallback={null}>
              <ExportTab />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="sharepoint" pt="md">
            <Stack gap="lg">
              <Suspense fallback={null}>
                <ConnectorTab
                  name="sharepoint"
                  status={connectors?.find((c) => c.name === 'sharepoint')}
                  onStarted={imports.add}
                />
              </Suspense>
              <RecentImports jobs={imports.jobs} failed={imports.failed} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="dataverse" pt="md">
            <Stack gap="lg">
              <Suspense fallback={null}>
                <ConnectorTab
                  name="dataverse"
                  status={connectors?.find((c) => c.name === 'dataverse')}
                  onStarted={imports.add}
                />
              </Suspense>
              <RecentImports jobs={imports.jobs} failed={imports.failed} />
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  )
}
