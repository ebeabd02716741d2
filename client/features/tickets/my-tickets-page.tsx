// My Tickets (/my-tickets, spec §2): counters, search and filters over the engineer or IT view, most urgent
// first with their age, from the local cache.
import { Container, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { compareByPriority } from '../../../shared/tickets'
import { useSession } from '../../entities/session/session-context'
import { PmWorkOrdersPanel } from '../../entities/pm/pm-work-orders-panel'
import { ScreenHeader } from '../../components/screen-header'
import { ShowMoreButton } from '../../components/show-more-button'
import { StatCard } from './common/stat-card'
import { filterTickets, NO_FILTERS } from './common/ticket-filters'
import { myTicketCounters } from './common/ticket-groups'
import { useShowMore } from '../../lib/use-show-more'
import { useNow } from '../../lib/use-now'
import { useTickets } from './common/use-ticket-data'
import { LoadFailedPanel } from './my-tickets/load-failed-panel'
import { MyTicketCard } from './my-tickets/my-ticket-card'
import { MyTicketsFilters } from './my-tickets/my-tickets-filters'
import { myTicketsFor, scopeTickets, type TicketScope } from './my-tickets/my-tickets-view'

export function MyTicketsPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const { tickets, error, retry } = useTickets()
  const now = useNow(60_000)
  const [filters, setFilters] = useState(NO_FILTERS)
  const [scope, setScope] = useState<TicketScope>('mine')
  const role = user?.role.name ?? ''
  const userId = user?.id ?? null
  const view = useMemo(
    () => scopeTickets(myTicketsFor(tickets ?? [], role), scope, userId),
    [tickets, role, scope, userId],
  )
  const counters = useMemo(() => myTicketCounters(view, now), [view, now])
  const list = useMemo(() => filterTickets(view, filters).sort(compareByPriority), [view, filters])
  const { shown, hidden, showMore } = useShowMore(list)

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <ScreenHeader backLabel={t('tickets.backToDashboard')} title={t('myTickets.title')} />
        <PmWorkOrdersPanel />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <StatCard label={t('myTickets.counters.total')} value={counters.total} />
          <StatCard label={t('myTickets.counters.active')} value={counters.active} />
          <StatCard label={t('myTickets.counters.critical')} value={counters.critical} />
          <StatCard label={t('myTickets.counters.resolvedToday')} value={counters.resolvedToday} />
        </SimpleGrid>
        <SegmentedControl
          aria-label={t('honest.myTickets.scope')}
          value={scope}
          onChange={(v) => setScope(v === 'all' ? 'all' : 'mine')}
          data={[
            { value: 'mine', label: t('honest.myTickets.mine') },
            { value: 'all', label: t('honest.myTickets.all') },
          ]}
        />
        <MyTicketsFilters filters={filters} onChange={setFilters} />
        {error ? (
          <LoadFailedPanel onRetry={retry} />
        ) : tickets === undefined ? (
          <Loader aria-label={t('app.loading')} />
        ) : list.length === 0 ? (
          <Stack align="center" py="xl" gap={4}>
            <Text fw={700}>{t('myTickets.empty')}</Text>
            <Text size="sm" c="gray.7">
              {t('myTickets.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <Stack gap="sm">
            {shown.map((ticket) => (
              <MyTicketCard key={ticket.id} ticket={ticket} now={now} />
            ))}
            <ShowMoreButton hidden={hidden} onClick={showMore} />
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
