// When each step of a ticket happened, so response times (to accept, to start, to resolve) can be read.
import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../../../shared/types'
import { formatDateTime } from '../../../i18n/format'

export const TIMELINE_STEPS = ['createdAt', 'assignedAt', 'acceptedAt', 'startedAt', 'resolvedAt'] as const
type Step = (typeof TIMELINE_STEPS)[number]

export function TicketTimeline({ ticket }: { ticket: Pick<Ticket, Step> }) {
  const { t } = useTranslation()
  const steps = TIMELINE_STEPS.filter((step) => ticket[step])
  return (
    <Group
      component="ul"
      aria-label={t('tickets.timeline.label')}
      m={0}
      p={0}
      style={{ listStyle: 'none', columnGap: 16, rowGap: 0 }}
    >
      {steps.map((step) => (
        <Text component="li" key={step} size="xs" c="gray.7" data-step={step}>
          {t(`tickets.timeline.${step}`)}:{' '}
          <time dateTime={ticket[step] ?? undefined}>{formatDateTime(ticket[step] ?? '')}</time>
        </Text>
      ))}
    </Group>
  )
}
