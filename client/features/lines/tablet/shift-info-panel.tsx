// Shift Information: operator, shift start, last update (from the line row, not made up on the tablet).
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../../shared/types'
import { formatDateTime } from '../../../i18n/format'
import { FactsTable } from '../common/facts-table'
import { Panel } from './panel'

export function ShiftInfoPanel({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const rows: [string, string][] = [
    [t('lineDashboard.shift.operator'), line.operatorName ?? t('lineDashboard.shift.noOperator')],
    [t('lineDashboard.shift.start'), line.shiftStart],
    [t('lineDashboard.shift.lastUpdate'), formatDateTime(line.lastUpdate)],
  ]
  return (
    <Panel title={t('lineDashboard.panels.shift')}>
      <FactsTable rows={rows} />
    </Panel>
  )
}
