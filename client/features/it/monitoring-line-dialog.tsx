// IT Monitoring's line detail: status, line id, product, temperature, issue, efficiency, production rate in
// units/hour with target, last update; Close, and on a stopped line Report Issue, which opens the issue
// report dialog for that line (decision 052) instead of only closing.
import { useTranslation } from 'react-i18next'
import { itLineFigures } from '../../../shared/it-dashboard'
import type { ProductionLine } from '../../../shared/types'
import { type DetailRow, LineDetailModal } from '../../components/line-detail-modal'
import { formatDateTime } from '../../i18n/format'
import { LineStatusBadge } from '../../entities/line-status/line-status-badge'
import { formatPercent } from '../../lib/format-number'

interface MonitoringLineDialogProps {
  line: ProductionLine | null
  onClose: () => void
  onReportIssue: (lineId: number) => void
}

const MINUTES_PER_HOUR = 60

export function MonitoringLineDialog({ line, onClose, onReportIssue }: MonitoringLineDialogProps) {
  const { t } = useTranslation()
  return (
    <LineDetailModal
      line={line}
      rows={line ? detailRows(line, t) : []}
      labelWidth={170}
      reportIssueLabel={t('it.monitoring.reportIssue')}
      onReportIssue={(stopped) => onReportIssue(stopped.id)}
      onClose={onClose}
    />
  )
}

function detailRows(line: ProductionLine, t: (key: string, options?: Record<string, unknown>) => string): DetailRow[] {
  const figures = itLineFigures(line)
  return [
    [t('it.monitoring.detail.status'), <LineStatusBadge key="s" status={line.status} />],
    [t('it.monitoring.detail.lineId'), line.id],
    [t('it.monitoring.detail.product'), line.productName ?? t('it.monitoring.noProduct')],
    [
      t('it.monitoring.detail.temperature'),
      line.temperature == null
        ? t('it.monitoring.noTemperature')
        : t('it.monitoring.temperature', { value: line.temperature }),
    ],
    [t('it.monitoring.detail.issue'), line.issue ?? t('it.monitoring.noIssue')],
    [t('it.monitoring.detail.efficiency'), formatPercent(figures.efficiency)],
    [
      t('it.monitoring.detail.rate'),
      t('it.monitoring.rate', {
        current: Math.round(figures.currentRate * MINUTES_PER_HOUR),
        target: Math.round(figures.targetRate * MINUTES_PER_HOUR),
      }),
    ],
    [t('it.monitoring.detail.lastUpdate'), formatDateTime(line.lastUpdate)],
  ]
}
