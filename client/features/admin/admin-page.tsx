// Admin panel (/admin, /admin-dashboard): Overview, Documentation, Teams, Users, Roles, Audit, System Info.
import { Container, Stack, Tabs, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { isAdminRole } from '../../../shared/roles'
import { AdminRequired } from '../../components/admin-required'
import { useSession } from '../auth/session-context'
import { AuditTab } from './audit-tab'
import { DocumentationTab } from './documentation-tab'
import { OverviewTab } from './overview-tab'
import { RolesTab } from './roles-tab'
import { SystemInfoTab } from './system-info-tab'
import { TeamsTab } from './teams-tab'
import { UsersTab } from './users-tab'

const TABS = ['overview', 'documentation', 'teams', 'users', 'roles', 'audit', 'system'] as const
type Tab = (typeof TABS)[number]
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v)

export function AdminPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const [params, setParams] = useSearchParams()
  if (!user || !isAdminRole(user.role.name)) return <AdminRequired title={t('admin.accessTitle')} message={t('admin.accessMessage')} />
  const raw = params.get('tab')
  const tab: Tab = isTab(raw) ? raw : 'overview'
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('admin.title')}</Title>
        <Text c="gray.7">{t('admin.intro')}</Text>
        <Tabs value={tab} onChange={(v) => setParams(v && v !== 'overview' ? { tab: v } : {}, { replace: true })} keepMounted={false}>
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
          <Tabs.Panel value="documentation">
            <DocumentationTab />
          </Tabs.Panel>
          <Tabs.Panel value="teams">
            <TeamsTab />
          </Tabs.Panel>
          <Tabs.Panel value="users">
            <UsersTab />
          </Tabs.Panel>
          <Tabs.Panel value="roles">
            <RolesTab />
          </Tabs.Panel>
          <Tabs.Panel value="audit">
            <AuditTab />
          </Tabs.Panel>
          <Tabs.Panel value="system">
            <SystemInfoTab />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  )
}
