// Engineering Ticket Management, the engineer board (/engineer-dashboard, spec §2): four counted columns
// of engineering tickets, Assign (it/admin), Add Notes, photos and Complete, all from the local cache.
import { Container, SimpleGrid, Stack } from '@mantine/core'
import { Suspense, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../shared/types'
import { usePhotoUploader } from '../../entities/photos/use-photo-uploader'
import { useSession } from '../../entities/session/session-context'
import { PmWorkOrdersList, usePanelWorkOrders } from '../../entities/pm/pm-work-orders-panel'
import { BoardColumn } from './board/board-column'
import { BoardLinks } from './board/board-links'
import { CallEngineeringButton } from './board/call-engineering-button'
import { useBoardActions } from './board/use-board-actions'
import { AssignDialog, CompleteTicketDialog, NotesDialog } from './common/lazy-dialogs'
import { ScreenHeader } from '../../components/screen-header'
import { boardColumns } from './common/ticket-groups'
import { useTickets } from './common/use-ticket-data'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { useSlicedValue } from '../../lib/use-reveal'

export function EngineerDashboardPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  // Cache answers render in slices, not as one long task (docs/decisions/251).
  const tickets = useSlicedValue(useTickets().tickets)
  const pmOrders = useSlicedValue(usePanelWorkOrders())
  // The PM panel and the columns appear together, once both are read from the cache: on a phone the columns stack
  // under the panel, and a panel appearing later pushed them all down (Lighthouse CLS 0.50, docs/decisions/250).
  const read = tickets !== undefined && pmOrders !== undefined
  const act = useBoardActions()
  usePhotoUploader()
  const [assigning, setAssigning] = useState<Ticket | null>(null)
  const [noting, setNoting] = useState<Ticket | null>(null)
  const [completing, setCompleting] = useState<Ticket | null>(null)
  const assignLoaded = useOpenedOnce(assigning !== null)
  const notesLoaded = useOpenedOnce(noting !== null)
  const completeLoaded = useOpenedOnce(completing !== null)
  const columns = useMemo(() => boardColumns((tickets ?? []).filter((x) => x.ticketType === 'engineering')), [tickets])
  const actor = { id: user?.id ?? 0, role: user?.role.name ?? '' }
  const handlers = { actor, onAssign: setAssigning, onNotes: setNoting, onComplete: setCompleting }

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <ScreenHeader backLabel={t('tickets.backToDashboard')} title={t('engineeringBoard.title')}>
          <BoardLinks />
          <CallEngineeringButton />
        </ScreenHeader>
        {read && <PmWorkOrdersList orders={pmOrders} />}
        {read && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <BoardColumn title={t('engineeringBoard.columns.open')} tickets={columns.open} {...handlers} />
            <BoardColumn title={t('engineeringBoard.columns.assigned')} tickets={columns.assigned} {...handlers} />
            <BoardColumn title={t('engineeringBoard.columns.inProgress')} tickets={columns.inProgress} {...handlers} />
            <BoardColumn title={t('engineeringBoard.columns.resolved')} tickets={columns.resolved} {...handlers} />
          </SimpleGrid>
        )}
      </Stack>
      <Suspense fallback={null}>
        {assignLoaded && <AssignDialog ticket={assigning} onClose={() => setAssigning(null)} onAssign={act.assign} />}
        {notesLoaded && <NotesDialog ticket={noting} onClose={() => setNoting(null)} onSave={act.addNote} />}
        {completeLoaded && (
          <CompleteTicketDialog ticket={completing} onClose={() => setCompleting(null)} onConfirm={act.complete} />
        )}
      </Suspense>
    </Container>
  )
}
