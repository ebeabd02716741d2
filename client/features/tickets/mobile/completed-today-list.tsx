// Mobile: what this engineer finished today.
import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { formatTime } from '../../../i18n/format'
import { displayId } from '../common/display-id'

export function CompletedTodayList({ tickets }: { tickets: readonly Ticket[] }) {
  const { t } = useTranslation()
  if (tickets.length === 0) return null
  return (
    <Stack gap={4} component="section" aria-label={t('engineerMobile.completedToday')}>
      <Title order={2} size="h4">
        {t('engineerMobile.completedToday')}
      </Title>
      {tickets.map((ticket) => (
        <Text key={ticket.id} size="sm">
          {displayId(t, ticket)} · {ticket.lineName} ·{' '}
          {t('engineerMobile.closedAt', { time: formatTime(ticket.resolvedAt ?? '') })}
          {ticket.resolutionSummary && (
            <Text span c="gray.7">
              {' '}
              — {ticket.resolutionSummary}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  )
}
