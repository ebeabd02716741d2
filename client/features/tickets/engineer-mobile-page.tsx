// Mobile My Tickets (/engineer-mobile, /mobile-engineer, spec §2): the signed-in engineer's counters, open
// work with Start / Notes / Close, and what was completed today.
import { Container, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../shared/types'
import { canAddPhoto } from '../../entities/photos/photo-permissions'
import { usePhotoUploader } from '../../entities/photos/use-photo-uploader'
import { useSession } from '../../entities/session/session-context'
import { PmWorkOrdersPanel } from '../../entities/pm/pm-work-orders-panel'
import { MobileCloseDialog, NotesDialog } from './common/lazy-dialogs'
import { ScreenHeader } from '../../components/screen-header'
import { StatCard } from './common/stat-card'
import { completedTodayFor, mobileCounters, queueFor } from './common/ticket-groups'
import { mobileActions } from './common/ticket-visibility'
import { useLoadFailureToast } from './common/use-load-failure-toast'
import { useNow } from '../../lib/use-now'
import { useTickets } from './common/use-ticket-data'
import { CompletedTodayList } from './mobile/completed-today-list'
import { MobileTicketCard, type MobileAction } from './mobile/mobile-ticket-card'
import { useMobileActions } from './mobile/use-mobile-actions'
import { useOpenedOnce } from '../../lib/use-opened-once'

type Dialog = { kind: 'notes' | 'close'; ticket: Ticket } | null

export function EngineerMobilePage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const { tickets, error } = useTickets()
  useLoadFailureToast(error, t('tickets.toast.error'), t('engineerMobile.toast.fetchFailed'))
  const act = useMobileActions()
  const now = useNow(60_000)
  usePhotoUploader()
  const [dialog, setDialog] = useState<Dialog>(null)
  const notesLoaded = useOpenedOnce(dialog?.kind === 'notes')
  const closeLoaded = useOpenedOnce(dialog?.kind === 'close')
  const actor = { id: user?.id ?? 0, role: user?.role.name ?? '' }
  const all = useMemo(() => tickets ?? [], [tickets])
  const open = useMemo(() => queueFor(all, actor.id), [all, actor.id])
  const done = useMemo(() => completedTodayFor(all, actor.id, now), [all, actor.id, now])
  const counters = useMemo(() => mobileCounters(all, actor.id, now), [all, actor.id, now])
  const onAction = (action: MobileAction, ticket: Ticket) =>
    action === 'start' ? void act.start(ticket) : setDialog({ kind: action, ticket })

  return (
    <Container size="xs" py="md" px="sm">
      <Stack gap="md">
        <ScreenHeader backLabel={t('tickets.backToDashboard')} title={t('engineerMobile.title')} />
        <PmWorkOrdersPanel limit={3} />
        <SimpleGrid cols={3} spacing="xs">
          <StatCard label={t('engineerMobile.counters.assigned')} value={counters.assigned} />
          <StatCard label={t('engineerMobile.counters.inProgress')} value={counters.inProgress} />
          <StatCard label={t('engineerMobile.counters.completedToday')} value={counters.completedToday} />
        </SimpleGrid>
        {tickets === undefined ? (
          <Loader aria-label={t('app.loading')} />
        ) : open.length === 0 ? (
          <Text ta="center" fw={700} py="lg">
            {t('engineerMobile.allCaughtUp')}
          </Text>
        ) : (
          open.map((ticket) => (
            <MobileTicketCard
              key={ticket.id}
              ticket={ticket}
              actions={mobileActions(ticket, actor)}
              canPhoto={canAddPhoto(ticket, actor)}
              onAction={onAction}
            />
          ))
        )}
        <CompletedTodayList tickets={done} />
      </Stack>
      <Suspense fallback={null}>
        {notesLoaded && (
          <NotesDialog
            ticket={dialog?.kind === 'notes' ? dialog.ticket : null}
            onClose={() => setDialog(null)}
            onSave={act.addNote}
          />
        )}
        {closeLoaded && (
          <MobileCloseDialog
            ticket={dialog?.kind === 'close' ? dialog.ticket : null}
            onClose={() => setDialog(null)}
            onConfirm={act.close}
          />
        )}
      </Suspense>
    </Container>
  )
}
