// A filled status badge (running green, stopped red, maintenance orange, idle grey).
import { Badge, type BadgeProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { lineStatusColor, lineStatusKey } from './line-status'

export function LineStatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation()
  return (
    <Badge color={lineStatusColor(status)} variant="filled" data-status={status} {...props}>
      {t(lineStatusKey(status))}
    </Badge>
  )
}
