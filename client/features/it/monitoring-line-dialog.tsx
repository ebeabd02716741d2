// IT Monitoring's line detail: status, line id, product, temperature, issue, efficiency, production rate in
// units/hour with target, last update; Close, and on a stopped line Report Issue, which opens the issue
// report dialog for that line (decision 052) instead of only closing.
import { Button, Group, Modal, Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { itLineFigures } from '../../../shared/it-dashboard'
import { lineDisplayName } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { formatDateTime } from '../../i18n/format'
import { LineStatusBadge } from './line-status-badge'

interface MonitoringLineDialogProps {
  line: ProductionLine | null
  onClose: () => void
  onReportIssue: (lineId: number) => void
}

const MINUTES_PER_HOUR = 60

export function MonitoringLineDialog({ line, onClose, onReportIssue }: MonitoringLineDialogProps) {
  const { t } = useTranslation()
  const rows: [string, ReactNode][] = line ? detailRows(line, t) : []
  return (
    <Modal opened={line !== null} onClose={onClose} title={line ? lineDisplayName(line) : ''} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={170}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        {line?.status === 'stopped' && (
          <Button color="red.8" onClick={() => onReportIssue(line.id)}>
            {t('it.monitoring.reportIssue')}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  )
}

function detailRows(line: ProductionLine, t: (key: string, options?: Record<string, unknown>) => string): [string, ReactNode][] {
  const figures = itLineFigures(line)
  return [
    [t('it.monitoring.detail.status'), <LineStatusBadge key="s" status={line.status} />],
    [t('it.monitoring.detail.lineId'), line.id],
    [t('it.monitoring.detail.product'), line.productName ?? t('it.monitoring.noProduct')],
    [t('it.monitoring.detail.temperature'), line.temperature == null ? t('it.monitoring.noTemperature') : t('it.monitoring.temperature', { value: line.temperature })],
    [t('it.monitoring.detail.issue'), line.issue ?? t('it.monitoring.noIssue')],
    [t('it.monitoring.detail.efficiency'), t('it.percent', { value: figures.efficiency })],
    [
      t('it.monitoring.detail.rate'),
      t('it.monitoring.rate', { current: Math.round(figures.currentRate * MINUTES_PER_HOUR), target: Math.round(figures.targetRate * MINUTES_PER_HOUR) }),
    ],
    [t('it.monitoring.detail.lastUpdate'), formatDateTime(line.lastUpdate)],
  ]
}
