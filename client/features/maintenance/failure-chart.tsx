// Each item's failure history (a mark per failure over the recorded period) and the fitted model's risk curve
// (chance of a failure within d days from now). A small hand-drawn SVG: lighter than a charting library.
import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { EquipmentHealth } from '../../../shared/maintenance/report-types'
import { formatDate } from '../../i18n/format'
import { percent } from './reason-texts'

const W = 560
const PAD = 36
const DAY = 86_400_000

export function FailureChart({ health }: { health: EquipmentHealth }) {
  const { t } = useTranslation()
  const { failures, curve } = health.history
  const now = Date.parse(health.generatedAt)
  const first = failures.length ? Math.min(...failures.map((f) => Date.parse(f.at))) : now - 30 * DAY
  const span = Math.max(now - first, DAY)
  const x = (ms: number) => PAD + ((ms - first) / span) * (W - 2 * PAD)
  const lastDay = curve[curve.length - 1]?.day ?? 60
  const cx = (day: number) => PAD + (day / lastDay) * (W - 2 * PAD)
  const cy = (p: number) => 150 - p * 110
  const p30 = curve.find((c) => c.day === 30)?.probability ?? 0
  const path = curve.map((c, i) => `${i ? 'L' : 'M'}${cx(c.day).toFixed(1)},${cy(c.probability).toFixed(1)}`).join(' ')
  const summary = t('maintenance.health.chartSummary', { count: failures.length, p30: percent(p30) })

  return (
    <Stack gap={4}>
      <Text fw={600}>{t('maintenance.health.chartTitle')}</Text>
      <svg viewBox={`0 0 ${W} 200`} width="100%" role="img" aria-label={summary} style={{ maxWidth: W }}>
        <text x={PAD} y={14} fontSize={12} fill="#333">
          {t('maintenance.health.historyLabel')}
        </text>
        <line x1={PAD} x2={W - PAD} y1={30} y2={30} stroke="#666" />
        {failures.map((f) => (
          <circle
            key={f.at}
            cx={x(Date.parse(f.at))}
            cy={30}
            r={4}
            fill={f.category === 'electrical' ? '#1864ab' : '#c92a2a'}
          >
            <title>{`${formatDate(f.at)} · ${f.description}`}</title>
          </circle>
        ))}
        <text x={PAD} y={46} fontSize={11} fill="#333">
          {formatDate(first)}
        </text>
        <text x={W - PAD} y={46} fontSize={11} fill="#333" textAnchor="end">
          {formatDate(now)}
        </text>
        <text x={PAD} y={66} fontSize={12} fill="#333">
          {t('maintenance.health.curveLabel')}
        </text>
        <line x1={PAD} x2={W - PAD} y1={cy(0)} y2={cy(0)} stroke="#666" />
        <line x1={PAD} x2={PAD} y1={cy(0)} y2={cy(1)} stroke="#666" />
        <text x={PAD - 4} y={cy(1) + 4} fontSize={11} fill="#333" textAnchor="end">
          100%
        </text>
        <text x={PAD - 4} y={cy(0) + 4} fontSize={11} fill="#333" textAnchor="end">
          0%
        </text>
        <path d={path} fill="none" stroke="#c92a2a" strokeWidth={2} />
        {[0, 30, lastDay].map((d) => (
          <text key={d} x={cx(d)} y={cy(0) + 16} fontSize={11} fill="#333" textAnchor="middle">
            {d}
          </text>
        ))}
        <text x={W - PAD} y={196} fontSize={11} fill="#333" textAnchor="end">
          {t('maintenance.health.dayAxis')}
        </text>
      </svg>
    </Stack>
  )
}
