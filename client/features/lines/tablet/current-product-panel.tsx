// Current Product: name, type, batch size, target weight, packaging.
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../../shared/types'
import { FactsTable } from '../common/facts-table'
import { Panel } from './panel'
import { formatNumber } from '../../../lib/format-number'

export function CurrentProductPanel({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const dash = '–'
  const rows: [string, string][] = [
    [t('lineDashboard.product.name'), line.productName ?? dash],
    [t('lineDashboard.product.type'), line.productType ?? dash],
    [
      t('lineDashboard.product.batchSize'),
      line.batchSize == null
        ? dash
        : t('mobileOperator.product.units', { count: line.batchSize, value: formatNumber(line.batchSize) }),
    ],
    [
      t('lineDashboard.product.targetWeight'),
      line.targetWeight == null ? dash : t('mobileOperator.product.grams', { value: line.targetWeight }),
    ],
    [t('lineDashboard.product.packaging'), line.packagingType ?? dash],
  ]
  return (
    <Panel title={t('lineDashboard.panels.product')}>
      {line.productName ? <FactsTable rows={rows} /> : <Text>{t('lineDashboard.product.none')}</Text>}
    </Panel>
  )
}
