// IT Dashboard, IT Support Dashboard: Open / In Progress / Resolved / System Issues and the IT ticket cards
// (open first, then newest), with the assign, notes and resolve dialogs. Every action goes through the outbox.
import { Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { itTicketCounts } from '../../../shared/it-dashboard'
import { worksTickets, type Actor } from '../../../shared/tickets'
import type { Ticket } from '../../../shared/types'
import { startTicket } from '../../data/commands'
import { runCommand } from '../../entities/write-outcome/run-command'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { ItTicketCard, type ItTicketAction } from './it-ticket-card'
import { StatTile } from '../../components/stat-tile'

const ResolveTicketDialog = lazy(() =>
  import('./resolve-ticket-dialog').then((m) => ({ default: m.ResolveTicketDialog })),
)
const AssignTicketDialog = lazy(() => import('./assign-ticket-dialog').then((m) => ({ default: m.AssignTicketDialog })))
const NoteDialog = lazy(() => import('./note-dialog').then((m) => ({ default: m.NoteDialog })))

interface ItSupportProps {
  tickets: Ticket[] | undefined
  actor: Actor | null
}

type Open = { kind: 'assign' | 'addNote' | 'close'; ticket: Ticket } | null

export function ItSupport({ tickets, actor }: ItSupportProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Open>(null)
  const counts = itTicketCounts(tickets ?? [])
  const dialog = (kind: NonNullable<Open>['kind']) =>
    open?.kind === kind ? (tickets?.find((x) => x.id === open.ticket.id) ?? open.ticket) : null
  const resolveLoaded = useOpenedOnce(open?.kind === 'close')
  const assignLoaded = useOpenedOnce(open?.kind === 'assign')
  const noteLoaded = useOpenedOnce(open?.kind === 'addNote')

  const onAction = (action: ItTicketAction, ticket: Ticket) => {
    if (action === 'start') {
      void runCommand(
        () => startTicket(ticket.id),
        { title: t('it.toasts.started') },
        { title: t('it.toasts.errorTitle'), message: t('it.toasts.actionFailed') },
      )
      return
    }
    setOpen({ kind: action, ticket })
  }
  const close = () => setOpen(null)

  return (
    <Stack gap="sm" component="section" aria-labelledby="it-support-heading">
      <Title order={2} size="h3" id="it-support-heading">
        {t('it.support.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatTile label={t('it.support.open')} value={counts.open} />
        <StatTile label={t('it.support.inProgress')} value={counts.inProgress} />
        <StatTile label={t('it.support.resolved')} value={counts.resolved} />
        <StatTile label={t('it.support.systemIssues')} value={counts.systemIssues} />
      </SimpleGrid>
      {!tickets ? (
        <Loader aria-label={t('it.loading')} />
      ) : tickets.length === 0 ? (
        <Text>{t('it.support.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {tickets.map((ticket) => (
            <ItTicketCard key={ticket.id} ticket={ticket} actor={actor} onAction={onAction} />
          ))}
        </SimpleGrid>
      )}
      <Suspense fallback={null}>
        {resolveLoaded && <ResolveTicketDialog ticket={dialog('close')} onClose={close} />}
        {assignLoaded && (
          <AssignTicketDialog
            ticket={dialog('assign')}
            defaultAssignee={actor && worksTickets(actor.role) ? actor.id : null}
            onClose={close}
          />
        )}
        {noteLoaded && <NoteDialog ticket={dialog('addNote')} onClose={close} />}
      </Suspense>
    </Stack>
  )
}
