// Ticket Management (/tickets, spec §2): create, filter and work every ticket from the local cache.
import { Button, Container, Loader, Stack, Text } from '@mantine/core'
import { Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { Ticket } from '../../../shared/types'
import { syncEngine } from '../../sync/sync-runtime'
import { useSession } from '../../entities/session/session-context'
import { AssignDialog, CloseTicketDialog, CreateTicketDialog } from './common/lazy-dialogs'
import { ScreenHeader } from '../../components/screen-header'
import { ShowMoreButton } from '../../components/show-more-button'
import { compareNewestFirst, filterTickets, NO_FILTERS } from './common/ticket-filters'
import { canCreateOnManagement, managementActions } from './common/ticket-visibility'
import { useShowMore } from '../../lib/use-show-more'
import { useLoadFailureToast } from './common/use-load-failure-toast'
import { useTickets } from './common/use-ticket-data'
import { ManagementFilters } from './management/management-filters'
import { ManagementTicketCard } from './management/management-ticket-card'
import { useManagementActions } from './management/use-management-actions'
import { useOpenedOnce } from '../../lib/use-opened-once'

export function TicketManagementPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const { tickets, error } = useTickets()
  useLoadFailureToast(error, t('tickets.toast.error'), t('tickets.toast.loadFailed'))
  const act = useManagementActions()
  const [filters, setFilters] = useState(NO_FILTERS)
  const [creating, setCreating] = useState(false)
  const [assigning, setAssigning] = useState<Ticket | null>(null)
  const [closing, setClosing] = useState<Ticket | null>(null)
  const createLoaded = useOpenedOnce(creating)
  const assignLoaded = useOpenedOnce(assigning !== null)
  const closeLoaded = useOpenedOnce(closing !== null)
  // /tickets?ticket=<id> (a notification's tap, a Teams card's link): that ticket alone, until "Show all".
  const [params, setParams] = useSearchParams()
  const focus = params.get('ticket')
  const list = useMemo(
    () =>
      focus
        ? (tickets ?? []).filter((t) => t.id === focus)
        : filterTickets(tickets ?? [], filters).sort(compareNewestFirst),
    [tickets, filters, focus],
  )
  const { shown, hidden, showMore } = useShowMore(list)
  const actor = { id: user?.id ?? 0, role: user?.role.name ?? '' }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <ScreenHeader backLabel={t('tickets.backToDashboard')} title={t('tickets.management.title')}>
          <Button variant="default" onClick={() => void syncEngine.drain()}>
            {t('tickets.actions.refresh')}
          </Button>
          {canCreateOnManagement(actor.role) && (
            <Button onClick={() => setCreating(true)}>{t('tickets.actions.createTicket')}</Button>
          )}
        </ScreenHeader>
        {focus ? (
          <Button variant="default" w="fit-content" onClick={() => setParams({})}>
            {t('tickets.management.showAll')}
          </Button>
        ) : (
          <ManagementFilters filters={filters} onChange={setFilters} />
        )}
        {tickets === undefined ? (
          <Loader aria-label={t('app.loading')} />
        ) : list.length === 0 ? (
          <Text ta="center" c="gray.7" py="xl">
            {t('tickets.management.empty')}
          </Text>
        ) : (
          <Stack gap="sm">
            {shown.map((ticket) => (
              <ManagementTicketCard
                key={ticket.id}
                ticket={ticket}
                actions={managementActions(ticket, actor)}
                onAssign={setAssigning}
                onStart={(t) => void act.start(t)}
                onClose={setClosing}
              />
            ))}
            <ShowMoreButton hidden={hidden} onClick={showMore} />
          </Stack>
        )}
      </Stack>
      <Suspense fallback={null}>
        {createLoaded && (
          <CreateTicketDialog opened={creating} onClose={() => setCreating(false)} onCreate={act.create} />
        )}
        {assignLoaded && <AssignDialog ticket={assigning} onClose={() => setAssigning(null)} onAssign={act.assign} />}
        {closeLoaded && <CloseTicketDialog ticket={closing} onClose={() => setClosing(null)} onConfirm={act.close} />}
      </Suspense>
    </Container>
  )
}
