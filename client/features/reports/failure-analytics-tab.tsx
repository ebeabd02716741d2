// Failure Analytics (spec §2): per line and category, the incidents and mean resolution minutes.
import { Box, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { FailureReport } from '../../../shared/reports'

export function FailureAnalyticsTab({ report }: { report: FailureReport }) {
  const { t } = useTranslation()
  if (report.rows.length === 0) return <Text>{t('reports.failures.empty')}</Text>
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder aria-label={t('reports.tabs.failures')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.failures.lineName')}</Table.Th>
            <Table.Th>{t('reports.failures.lineId')}</Table.Th>
            <Table.Th>{t('reports.failures.category')}</Table.Th>
            <Table.Th>{t('reports.failures.totalIncidents')}</Table.Th>
            <Table.Th>{t('reports.failures.avgResolution')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((r) => (
            <Table.Tr key={`${r.lineId}-${r.category}`}>
              <Table.Td>{r.lineName}</Table.Td>
              <Table.Td>{r.lineId}</Table.Td>
              <Table.Td>{t(`reports.category.${r.category}`, { defaultValue: r.category })}</Table.Td>
              <Table.Td>{r.totalTickets}</Table.Td>
              <Table.Td>{r.avgResolutionTime ?? t('reports.none')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  )
}
