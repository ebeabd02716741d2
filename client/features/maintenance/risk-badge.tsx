// A risk level as a coloured badge (colours chosen for at least 4.5:1 contrast with their text).
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { RiskLevel } from '../../../shared/maintenance/assessment'
import { riskText } from './reason-texts'

const COLOURS: Record<RiskLevel, { bg: string; fg: string }> = {
  low: { bg: '#1e6b2e', fg: '#ffffff' },
  medium: { bg: '#ffd43b', fg: '#000000' },
  high: { bg: '#b8430b', fg: '#ffffff' },
  critical: { bg: '#c92a2a', fg: '#ffffff' },
}

export function RiskBadge({ level }: { level: RiskLevel }) {
  const { t } = useTranslation()
  return (
    <Badge color={COLOURS[level].bg} styles={{ label: { color: COLOURS[level].fg } }} variant="filled" size="lg">
      {riskText(t, level)}
    </Badge>
  )
}
