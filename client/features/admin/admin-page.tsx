// Admin panel (/admin, /admin-dashboard): Overview, Documentation, Teams, Users, Roles, Audit, System Info.
import { Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core'
import { lazy, Suspense, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { isAdminRole } from '../../../shared/roles'
import { AdminRequired } from '../../components/admin-required'
import { useSession } from '../../entities/session/session-context'
import { OverviewTab } from './overview-tab'

// The Overview opens first; the other tabs (selects, dialogs, paging) load when first chosen.
const DocumentationTab = lazy(() => import('./documentation-tab').then((m) => ({ default: m.DocumentationTab })))
const TeamsTab = lazy(() => import('./teams-tab').then((m) => ({ default: m.TeamsTab })))
const UsersTab = lazy(() => import('./users-tab').then((m) => ({ default: m.UsersTab })))
const RolesTab = lazy(() => import('./roles-tab').then((m) => ({ default: m.RolesTab })))
const AuditTab = lazy(() => import('./audit-tab').then((m) => ({ default: m.AuditTab })))
const SystemInfoTab = lazy(() => import('./system-info-tab').then((m) => ({ default: m.SystemInfoTab })))

function Panel({ value, children }: { value: string; children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Tabs.Panel value={value}>
      <Suspense fallback={<Loader aria-label={t('app.loading')} />}>{children}</Suspense>
    </Tabs.Panel>
  )
}

const TABS = ['overview', 'documentation', 'teams', 'users', 'roles', 'audit', 'system'] as const
type Tab = (typeof TABS)[number]
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v)

export function AdminPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const [params, setParams] = useSearchParams()
  if (!user || !isAdminRole(user.role.name))
    return <AdminRequired title={t('admin.accessTitle')} message={t('admin.accessMessage')} />
  const raw = params.get('tab')
  const tab: Tab = isTab(raw) ? raw : 'overview'
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="gray.7">{t('admin.intro')}</Text>
        <Tabs
          value={tab}
          onChange={(v) => setParams(v && v !== 'overview' ? { tab: v } : {}, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {TABS.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {t(`admin.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overview">
            <OverviewTab />
          </Tabs.Panel>
          <Panel value="documentation">
            <DocumentationTab />
          </Panel>
          <Panel value="teams">
            <TeamsTab />
          </Panel>
          <Panel value="users">
            <UsersTab />
          </Panel>
          <Panel value="roles">
            <RolesTab />
          </Panel>
          <Panel value="audit">
            <AuditTab />
          </Panel>
          <Panel value="system">
            <SystemInfoTab />
          </Panel>
        </Tabs>
      </Stack>
    </Container>
  )
}
