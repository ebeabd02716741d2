import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { WebhookStatus } from '../../../shared/teams'

const COLOUR: Record<WebhookStatus, string> = { active: 'green.9', error: 'red.9', inactive: 'gray.7' }

export function WebhookStatusBadge({ status }: { status: WebhookStatus }) {
  const { t } = useTranslation()
  return (
    <Badge color={COLOUR[status]} variant="filled">
      {t(`teamsSettings.status.${status}`)}
    </Badge>
  )
}
