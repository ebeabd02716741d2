// A line's status as a coloured badge (Running / Maintenance / Stopped).
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const COLOUR: Record<string, string> = { running: 'green.8', maintenance: 'blue.8', stopped: 'red.8' }

export function LineStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <Badge color={COLOUR[status] ?? 'gray.7'} variant="filled">
      {t(`it.lineStatus.${status}`, { defaultValue: status })}
    </Badge>
  )
}
