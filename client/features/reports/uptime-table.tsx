// Uptime per line (spec §2 and §3) with the SMRP reliability figures beside it.
import { Box, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { UptimeRow } from '../../../shared/reports'
import { formatNumber, formatPercent } from '../../lib/format-number'

export function UptimeTable({ rows }: { rows: UptimeRow[] }) {
  const { t } = useTranslation()
  const none = t('reports.none')
  const observed = (r: UptimeRow) =>
    r.runningMinutes + r.stoppedMinutes + r.maintenanceMinutes + r.awaitingClearanceMinutes + r.idleMinutes > 0
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder aria-label={t('reports.tabs.uptime')}>
        <Table.Thead>
          <Table.Tr>
            {[
              'line',
              'uptime',
              'running',
              'downtime',
              'maintenance',
              'awaitingClearance',
              'stops',
              'mttr',
              'mtbf',
              'availability',
            ].map((k) => (
              <Table.Th key={k}>{t(`reports.uptime.${k}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.lineId} data-line-id={r.lineId}>
              <Table.Td>{r.lineName}</Table.Td>
              <Table.Td>{observed(r) ? formatPercent(r.uptimePercentage) : t('reports.uptime.noData')}</Table.Td>
              <Table.Td>{formatNumber(r.runningMinutes)}</Table.Td>
              <Table.Td>{formatNumber(r.stoppedMinutes)}</Table.Td>
              <Table.Td>{formatNumber(r.maintenanceMinutes)}</Table.Td>
              <Table.Td>{formatNumber(r.awaitingClearanceMinutes)}</Table.Td>
              <Table.Td>{formatNumber(r.failures)}</Table.Td>
              <Table.Td>{r.mttrMinutes === null ? none : formatNumber(r.mttrMinutes)}</Table.Td>
              <Table.Td>{r.mtbfMinutes === null ? none : formatNumber(r.mtbfMinutes)}</Table.Td>
              <Table.Td>{r.availability === null ? none : formatPercent(r.availability)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  )
}
