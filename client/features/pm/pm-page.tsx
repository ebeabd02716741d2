// Planned maintenance (/planned-maintenance, issue 28): work orders with their due dates, the plans (create, edit,
// pause, retire) and a calendar of what is due. Reads the device's cache, so it opens offline.
import { Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { AdminRequired } from '../../components/admin-required'
import { usePmRole } from './use-pm'

// Each tab's code loads when it is first shown: the screen's first JavaScript stays small (docs/decisions/140).
const WorkOrderTable = lazy(() => import('./work-order-table').then((m) => ({ default: m.WorkOrderTable })))
const PlanTable = lazy(() => import('./plan-table').then((m) => ({ default: m.PlanTable })))
const PmCalendar = lazy(() => import('./pm-calendar').then((m) => ({ default: m.PmCalendar })))
const MetersTab = lazy(() => import('./meters-tab').then((m) => ({ default: m.MetersTab })))

const TABS = ['work-orders', 'plans', 'calendar', 'meters'] as const

export function PmPage() {
  const { t } = useTranslation()
  const { canView } = usePmRole()
  const [params, setParams] = useSearchParams()
  const tab = TABS.find((x) => x === params.get('tab')) ?? 'work-orders'
  if (!canView) return <AdminRequired title={t('pm.deniedTitle')} message={t('pm.deniedText')} />
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={1}>{t('pm.title')}</Title>
          <Text c="gray.7">{t('pm.subtitle')}</Text>
        </Stack>
        <Tabs value={tab} onChange={(v) => setParams(v && v !== 'work-orders' ? { tab: v } : {}, { replace: true })}>
          <Tabs.List>
            <Tabs.Tab value="work-orders">{t('pm.tabs.workOrders')}</Tabs.Tab>
            <Tabs.Tab value="plans">{t('pm.tabs.plans')}</Tabs.Tab>
            <Tabs.Tab value="calendar">{t('pm.tabs.calendar')}</Tabs.Tab>
            <Tabs.Tab value="meters">{t('pm.tabs.meters')}</Tabs.Tab>
          </Tabs.List>
          {/* A tab's code is still loading: a named status (the theme makes every Loader one, docs/decisions/262). */}
          <Suspense fallback={<Loader mt="md" aria-label={t('pm.loading')} />}>
            <Tabs.Panel value="work-orders" pt="md">
              {tab === 'work-orders' && <WorkOrderTable />}
            </Tabs.Panel>
            <Tabs.Panel value="plans" pt="md">
              {tab === 'plans' && <PlanTable />}
            </Tabs.Panel>
            <Tabs.Panel value="calendar" pt="md">
              {tab === 'calendar' && <PmCalendar />}
            </Tabs.Panel>
            <Tabs.Panel value="meters" pt="md">
              {tab === 'meters' && <MetersTab />}
            </Tabs.Panel>
          </Suspense>
        </Tabs>
      </Stack>
    </Container>
  )
}
