// A risk level as a coloured badge (colours chosen for contrast on white).
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { RiskLevel } from '../../../shared/maintenance/assessment'
import { riskText } from './reason-texts'

const COLOURS: Record<RiskLevel, string> = { low: 'green.9', medium: 'yellow.9', high: 'orange.9', critical: 'red.9' }

export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation()
  return (
    <Badge color={COLOURS[level]} variant="filled" size="lg">
      {riskText(t, level)}
    </Badge>
  )
}
