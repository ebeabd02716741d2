// Ticket Analysis (spec §2): the first 10 tickets, the "Showing 10 of N" note, Export CSV, and tickets per
// day by status as a chart.
import { Badge, Box, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { TicketReport } from '../../../shared/reports'
import { formatDateTime } from '../../i18n/format'
import { LazyChart } from './lazy-chart'
import { formatNumber } from '../../lib/format-number'

const PRIORITY_COLOR: Record<string, string> = {
  critical: 'red.9',
  high: 'orange.4',
  medium: 'yellow.4',
  low: 'gray.7',
}

interface TicketAnalysisTabProps {
  report: TicketReport
  onExport: () => void
  exportDisabled: boolean
}

export function TicketAnalysisTab({ report, onExport, exportDisabled }: TicketAnalysisTabProps) {
  const { t } = useTranslation()
  const label = (group: string, key: string) => t(`reports.${group}.${key}`, { defaultValue: key })
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm">
          {t('reports.showing', {
            shown: formatNumber(report.tickets.length),
            total: formatNumber(report.summary.totalTickets),
          })}
        </Text>
        <Button onClick={onExport} disabled={exportDisabled}>
          {t('reports.exportCsv')}
        </Button>
      </Group>
      <Box style={{ overflowX: 'auto' }}>
        <Table striped withTableBorder aria-label={t('reports.tabs.tickets')}>
          <Table.Thead>
            <Table.Tr>
              {['ticketId', 'priority', 'status', 'line', 'category', 'description', 'created', 'resolution'].map(
                (k) => (
                  <Table.Th key={k}>{t(`reports.ticketTable.${k}`)}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.tickets.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.ticketId ?? t('reports.pending')}</Table.Td>
                <Table.Td>
                  <Badge autoContrast color={PRIORITY_COLOR[row.priority] ?? 'gray.7'}>
                    {label('priority', row.priority)}
                  </Badge>
                </Table.Td>
                <Table.Td>{label('status', row.status)}</Table.Td>
                <Table.Td>{row.lineName}</Table.Td>
                <Table.Td>{label('category', row.category)}</Table.Td>
                <Table.Td maw={320}>{row.description}</Table.Td>
                <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                <Table.Td>{row.resolutionTime ?? t('reports.none')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {report.perDay.length > 0 && (
        <LazyChart kind="ticketsPerDay" data={report.perDay} title={t('reports.charts.ticketsPerDay')} />
      )}
    </Stack>
  )
}
