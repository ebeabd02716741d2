// Current Product: name, type, batch size, target weight, packaging.
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../../shared/types'
import { Panel } from './panel'

export function CurrentProductPanel({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const dash = '–'
  const rows: [string, string][] = [
    [t('lineDashboard.product.name'), line.productName ?? dash],
    [t('lineDashboard.product.type'), line.productType ?? dash],
    [t('lineDashboard.product.batchSize'), line.batchSize == null ? dash : t('mobileOperator.product.units', { count: line.batchSize })],
    [t('lineDashboard.product.targetWeight'), line.targetWeight == null ? dash : t('mobileOperator.product.grams', { value: line.targetWeight })],
    [t('lineDashboard.product.packaging'), line.packagingType ?? dash],
  ]
  return (
    <Panel title={t('lineDashboard.panels.product')}>
      {line.productName ? (
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text>{t('lineDashboard.product.none')}</Text>
      )}
    </Panel>
  )
}
