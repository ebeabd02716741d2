// The engineer board's badge on a ticket the escalation ladder has fired for (issue 34 §2). Escalations are a
// synced entity: the badge reads the device's store, so it shows offline and goes as soon as the ticket is
// accepted on this device.
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useEscalations } from './use-escalations'

export function EscalationBadge({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation()
  const step = useEscalations().get(ticketId)?.openStep ?? null
  if (step === null) return null
  return (
    <Badge color="red.9" variant="filled" data-testid="escalation-badge">
      {t('escalation.badgeStep', { n: step })}
    </Badge>
  )
}
