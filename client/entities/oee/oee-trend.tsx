// OEE per day as a small line drawing (no chart library: it loads with the tab), with the days as a list for
// screen readers.
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OeeReport } from '../../../shared/oee/oee-types'
import { oeePercent } from './oee-figures'

const W = 600
const H = 120

export function OeeTrend({ days }: { days: OeeReport['days'] }) {
  const { t } = useTranslation()
  const points = days.filter((d) => d.oee !== null)
  if (points.length === 0) return <Text>{t('oee.report.noDays')}</Text>
  const step = points.length > 1 ? W / (points.length - 1) : 0
  const path = points.map((d, i) => `${Math.round(i * step)},${Math.round(H - (d.oee ?? 0) * H)}`).join(' ')
  const summary = points.map((d) => `${d.date} ${oeePercent(d.oee)}`).join(', ')
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      height={H}
      role="img"
      aria-label={`${t('oee.report.overTime')}: ${summary}`}
    >
      <line x1={0} x2={W} y1={H * 0.15} y2={H * 0.15} stroke="#2b8a3e" strokeDasharray="4 4" />
      <polyline points={path} fill="none" stroke="#1c4e80" strokeWidth={3} />
    </svg>
  )
}
