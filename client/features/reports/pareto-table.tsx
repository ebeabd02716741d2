// A downtime Pareto as a table: lost minutes, share, running total, and the vital few marked.
import { Badge, Box, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ParetoItem } from '../../../shared/reports'
import { formatNumber, formatPercent } from '../../lib/format-number'

export function ParetoTable({ items, keyLabel, caption }: { items: ParetoItem[]; keyLabel: string; caption: string }) {
  const { t } = useTranslation()
  if (items.length === 0) return <Text size="sm">{t('reports.pareto.empty')}</Text>
  // Scrolls inside its box on a phone rather than widening the page (issue 31 §6).
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table withTableBorder aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{keyLabel}</Table.Th>
            <Table.Th>{t('reports.pareto.minutes')}</Table.Th>
            <Table.Th>{t('reports.pareto.stops')}</Table.Th>
            <Table.Th>{t('reports.pareto.share')}</Table.Th>
            <Table.Th>{t('reports.pareto.cumulative')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p) => (
            <Table.Tr key={p.key}>
              <Table.Td>
                {p.key}{' '}
                {p.vitalFew && (
                  <Badge color="red.9" size="sm">
                    {t('reports.pareto.vitalFew')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{formatNumber(p.minutes)}</Table.Td>
              <Table.Td>{formatNumber(p.stops)}</Table.Td>
              <Table.Td>{formatPercent(p.share)}</Table.Td>
              <Table.Td>{formatPercent(p.cumulativeShare)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  )
}
