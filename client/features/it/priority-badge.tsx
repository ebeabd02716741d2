// A ticket's priority as a coloured badge.
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const COLOUR: Record<string, string> = { critical: 'red.8', high: 'orange.9', medium: '#8a5a00', low: 'gray.7' }

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useTranslation()
  return (
    <Badge color={COLOUR[priority] ?? 'gray.7'} variant="filled">
      {t(`it.priority.${priority}`, { defaultValue: priority })}
    </Badge>
  )
}
