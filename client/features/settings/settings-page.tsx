// Chat-team integration settings (/settings): Webhooks, Routing and Setup Guide tabs. Admin only (spec §2).
import { Alert, Container, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { isAdminRole } from '../../../shared/roles'
import { AdminRequired } from '../../components/admin-required'
import { useSession } from '../../entities/session/session-context'
import { useWebhooks } from './use-webhooks'
import { WebhookCard } from './webhook-card'

// Device keys (issue 30) load with their tab.
const DeviceKeysTab = lazy(() =>
  import('../../entities/oee/device-keys-tab').then((m) => ({ default: m.DeviceKeysTab })),
)

// Stop reasons and ideal rates (issue 30) load with their tabs, and their texts with them: a tab drawn before its
// texts showed raw keys (oeeAdmin.category) until the API's answer drew it again.
const StopReasonsTab = lazy(() =>
  import('../../entities/oee/stop-reasons-tab').then(async (m) => {
    await m.textsReady
    return { default: m.StopReasonsTab }
  }),
)
const IdealRatesTab = lazy(() =>
  import('../../entities/oee/ideal-rates-tab').then(async (m) => {
    await m.textsReady
    return { default: m.IdealRatesTab }
  }),
)

// Hygiene holds per line and product allergens (issue 29) load with their tab.
const HygieneSettingsTab = lazy(() =>
  import('../../entities/hygiene/hygiene-settings-tab').then(async (m) => {
    await m.textsReady
    return { default: m.HygieneSettingsTab }
  }),
)

// The escalation editor (selects, number inputs, a table) loads when its tab is opened.
// The tabs behind the first: their code loads when one is opened (docs/decisions/240).
const RoutingTab = lazy(() => import('./routing-tab').then((m) => ({ default: m.RoutingTab })))
const SetupGuide = lazy(() => import('./setup-guide').then((m) => ({ default: m.SetupGuide })))

const EscalationTab = lazy(() => import('./escalation-tab').then((m) => ({ default: m.EscalationTab })))

export function SettingsPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  if (!user || !isAdminRole(user.role.name))
    return <AdminRequired title={t('teamsSettings.accessTitle')} message={t('teamsSettings.accessMessage')} />
  return <TeamsSettings />
}

function TeamsSettings() {
  const { t } = useTranslation()
  const { webhooks, error, save, test, testing } = useWebhooks()
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('teamsSettings.title')}</Title>
        <Text c="gray.7">{t('teamsSettings.intro')}</Text>
        {error && <Alert color="red">{t('teamsSettings.loadFailed')}</Alert>}
        {!webhooks && !error && <Loader aria-label={t('app.loading')} />}
        {webhooks && (
          <Tabs defaultValue="webhooks" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="webhooks">{t('teamsSettings.tabs.webhooks')}</Tabs.Tab>
              <Tabs.Tab value="routing">{t('teamsSettings.tabs.routing')}</Tabs.Tab>
              <Tabs.Tab value="guide">{t('teamsSettings.tabs.guide')}</Tabs.Tab>
              <Tabs.Tab value="escalation">{t('escalation.tab')}</Tabs.Tab>
              <Tabs.Tab value="device-keys">{t('oee.keys.tab')}</Tabs.Tab>
              <Tabs.Tab value="stop-reasons">{t('oee.admin.reasonsTab')}</Tabs.Tab>
              <Tabs.Tab value="ideal-rates">{t('oee.admin.ratesTab')}</Tabs.Tab>
              <Tabs.Tab value="hygiene">{t('hygieneTabs.settings')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="webhooks">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {webhooks.map((w) => (
                  <WebhookCard
                    key={w.department}
                    config={w}
                    testing={testing === w.department}
                    onSave={(change) => save(w, change)}
                    onTest={() => void test(w)}
                  />
                ))}
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="routing">
              <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
                <RoutingTab webhooks={webhooks} />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="guide">
              <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
                <SetupGuide />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="escalation">
              <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
                <EscalationTab />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="device-keys">
              <Suspense fallback={<Loader />}>
                <DeviceKeysTab />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="stop-reasons">
              <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
                <StopReasonsTab />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="ideal-rates">
              <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
                <IdealRatesTab />
              </Suspense>
            </Tabs.Panel>
            <Tabs.Panel value="hygiene">
              <Suspense fallback={<Loader aria-label={t('app.loading')} />}>
                <HygieneSettingsTab />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </Container>
  )
}
