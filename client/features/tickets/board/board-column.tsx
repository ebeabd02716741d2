// One counted column of the engineer board, its newest cards first (a page at a time).
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { canAddPhoto } from '../../../entities/photos/photo-permissions'
import { ShowMoreButton } from '../../../components/show-more-button'
import { boardActions, type ActingUser } from '../common/ticket-visibility'
import { useShowMore } from '../../../lib/use-show-more'
import { useRevealCount } from '../../../lib/use-reveal'
import { BoardTicketCard } from './board-ticket-card'

const COLUMN_PAGE = 20
/** Cards a column renders at once: more than a phone's screen holds under the header (decision 251). */
const FIRST_CARDS = 6
const REVEAL_STEP = 7

interface BoardColumnProps {
  title: string
  tickets: readonly Ticket[]
  actor: ActingUser
  onAssign: (ticket: Ticket) => void
  onNotes: (ticket: Ticket) => void
  onComplete: (ticket: Ticket) => void
}

export function BoardColumn({ title, tickets, actor, onAssign, onNotes, onComplete }: BoardColumnProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const { shown, hidden, showMore } = useShowMore(tickets, COLUMN_PAGE)
  // The first cards (above the fold on a phone) at once, the rest of the page a few per commit (decision 251).
  const revealed = useRevealCount(shown.length, FIRST_CARDS, REVEAL_STEP)
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="sm" bg="gray.0">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Badge
            color="dark"
            aria-label={t('engineeringBoard.columnCount', { n: tickets.length })}
            data-testid="column-count"
          >
            {tickets.length}
          </Badge>
        </Group>
        {tickets.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('engineeringBoard.emptyColumn')}
          </Text>
        )}
        {shown.slice(0, revealed).map((ticket) => (
          <BoardTicketCard
            key={ticket.id}
            ticket={ticket}
            actions={boardActions(ticket, actor)}
            canPhoto={canAddPhoto(ticket, actor)}
            onAssign={onAssign}
            onNotes={onNotes}
            onComplete={onComplete}
          />
        ))}
        <ShowMoreButton hidden={hidden} step={COLUMN_PAGE} onClick={showMore} />
      </Stack>
    </Paper>
  )
}
