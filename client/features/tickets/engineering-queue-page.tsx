// My Engineering Queue (/engineering-queue, spec §2) for the signed-in user: their active tickets, most
// urgent first, with Reject / Accept / Start Work / Add Notes / Complete as the server's rules allow.
import { Badge, Container, Loader, Stack, Text } from '@mantine/core'
import { Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../shared/types'
import { canAddPhoto } from '../../entities/photos/photo-permissions'
import { usePhotoUploader } from '../../entities/photos/use-photo-uploader'
import { useSession } from '../../entities/session/session-context'
import { PmWorkOrdersPanel } from '../../entities/pm/pm-work-orders-panel'
import { NotesDialog, QueueCompleteDialog, RejectDialog } from './common/lazy-dialogs'
import { ScreenHeader } from '../../components/screen-header'
import { queueFor } from './common/ticket-groups'
import { queueActions } from './common/ticket-visibility'
import { useLoadFailureToast } from './common/use-load-failure-toast'
import { useTickets } from './common/use-ticket-data'
import { QueueTicketCard, type QueueAction } from './queue/queue-ticket-card'
import { useQueueActions } from './queue/use-queue-actions'
import { useOpenedOnce } from '../../lib/use-opened-once'

type Dialog = { kind: 'reject' | 'addNote' | 'complete'; ticket: Ticket } | null

export function EngineeringQueuePage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const { tickets, error } = useTickets()
  useLoadFailureToast(error, t('tickets.toast.error'), t('tickets.toast.loadFailed'))
  const act = useQueueActions()
  usePhotoUploader()
  const [dialog, setDialog] = useState<Dialog>(null)
  const actor = { id: user?.id ?? 0, role: user?.role.name ?? '' }
  const queue = useMemo(() => queueFor(tickets ?? [], actor.id), [tickets, actor.id])
  const dialogTicket = (kind: NonNullable<Dialog>['kind']) => (dialog?.kind === kind ? dialog.ticket : null)
  const rejectLoaded = useOpenedOnce(dialog?.kind === 'reject')
  const notesLoaded = useOpenedOnce(dialog?.kind === 'addNote')
  const completeLoaded = useOpenedOnce(dialog?.kind === 'complete')
  const onAction = (action: QueueAction, ticket: Ticket) => {
    if (action === 'accept') void act.accept(ticket)
    else if (action === 'start') void act.start(ticket)
    else setDialog({ kind: action, ticket })
  }

  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <ScreenHeader
          backLabel={t('tickets.backToDashboard')}
          title={t('engineeringQueue.title')}
          badge={
            <Badge
              size="lg"
              color="blue"
              aria-label={t('engineeringQueue.activeCount', { n: queue.length })}
              data-testid="active-count"
            >
              {queue.length}
            </Badge>
          }
        />
        <PmWorkOrdersPanel limit={3} />
        {tickets === undefined ? (
          <Loader aria-label={t('app.loading')} />
        ) : queue.length === 0 ? (
          <Stack align="center" py="xl" gap={4}>
            <Text fw={700}>{t('engineeringQueue.empty')}</Text>
            <Text size="sm" c="gray.7">
              {t('engineeringQueue.emptyHint')}
            </Text>
          </Stack>
        ) : (
          queue.map((ticket) => (
            <QueueTicketCard
              key={ticket.id}
              ticket={ticket}
              actions={queueActions(ticket, actor)}
              canPhoto={canAddPhoto(ticket, actor)}
              onAction={onAction}
            />
          ))
        )}
      </Stack>
      <Suspense fallback={null}>
        {rejectLoaded && (
          <RejectDialog ticket={dialogTicket('reject')} onClose={() => setDialog(null)} onReject={act.reject} />
        )}
        {notesLoaded && (
          <NotesDialog ticket={dialogTicket('addNote')} onClose={() => setDialog(null)} onSave={act.addNote} />
        )}
        {completeLoaded && (
          <QueueCompleteDialog
            ticket={dialogTicket('complete')}
            onClose={() => setDialog(null)}
            onConfirm={act.complete}
          />
        )}
      </Suspense>
    </Container>
  )
}
