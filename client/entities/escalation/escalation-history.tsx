// A ticket's escalation history (issue 34 §2): each step the ladder fired, when, for whom — who got a push on a
// phone — and whether a Teams card went. From the device's store, offline too; nothing when never escalated.
import { List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../i18n/format'
import { useEscalations } from './use-escalations'

export function EscalationHistory({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation()
  const steps = useEscalations().get(ticketId)?.steps ?? []
  if (steps.length === 0) return null
  return (
    <section aria-label={t('escalation.history.title')} data-testid="escalation-history">
      <Text size="xs" fw={700} c="red.9">
        {t('escalation.history.title')}
      </Text>
      <List size="xs" spacing={2}>
        {steps.map((s) => {
          const pushed = s.notified.filter((p) => p.push).map((p) => p.name)
          const others = s.notified.filter((p) => !p.push).map((p) => p.name)
          return (
            <List.Item key={s.id}>
              <Text span size="xs">
                {t('escalation.history.step', {
                  n: s.step,
                  time: formatDateTime(s.firedAt),
                  minutes: s.afterMinutes,
                  target: t(`escalation.target.${s.target}`),
                })}
                {pushed.length > 0 && ` ${t('escalation.history.pushed', { names: pushed.join(', ') })}`}
                {others.length > 0 && ` ${t('escalation.history.noPush', { names: others.join(', ') })}`}
                {s.notified.length === 0 && ` ${t('escalation.history.nobody')}`}
                {s.teams && ` ${t('escalation.history.teams')}`}
              </Text>
            </List.Item>
          )
        })}
      </List>
    </section>
  )
}
