// A production line's status as a coloured badge (running green, stopped red, maintenance yellow).
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'

const COLORS: Record<string, string> = { running: 'green', stopped: 'red', maintenance: 'yellow', idle: 'gray' }

export function LineStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <Badge color={COLORS[status] ?? 'gray'} autoContrast variant="filled">
      {t(`engineering.lineStatus.${status}`, { defaultValue: status })}
    </Badge>
  )
}
