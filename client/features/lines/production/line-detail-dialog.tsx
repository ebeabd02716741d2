// Tile detail: status, line ID, IP, product (running only), fault status, current issue, efficiency, last
// update; Close, and on a stopped line a Report Issue button that only closes (spec §2).
import { Button, Group, Modal, Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { controlModuleIp, lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { formatDateTime } from '../../../i18n/format'
import { useFormOpen } from '../../../lib/open-forms'
import { durationText } from '../common/duration-text'
import { currentIssueText, faultStatusText } from '../common/line-issue-text'
import { LineStatusBadge } from '../common/line-status-badge'

interface LineDetailDialogProps {
  line: ProductionLine | null
  now: Date
  onClose: () => void
}

export function LineDetailDialog({ line, now, onClose }: LineDetailDialogProps) {
  const { t } = useTranslation()
  useFormOpen(line !== null)
  const rows: [string, ReactNode][] = line
    ? [
        [t('production.detail.status'), <LineStatusBadge key="s" status={line.status} />],
        [t('production.detail.lineId'), line.id],
        [t('production.detail.ip'), controlModuleIp(line.id)],
        ...(line.status === 'running' ? [[t('production.detail.product'), productText(line)] as [string, ReactNode]] : []),
        [t('production.detail.fault'), faultStatusText(line, t)],
        [t('production.detail.issue'), currentIssueText(line, t) ?? t('production.detail.noIssue')],
        ...(line.status === 'stopped' ? [[t('production.detail.stoppedFor'), durationText(line.statusSince, now, t)] as [string, ReactNode]] : []),
        [t('production.detail.efficiency'), t('production.percent', { value: line.efficiency })],
        [t('production.detail.lastUpdate'), formatDateTime(line.lastUpdate)],
      ]
    : []
  return (
    <Modal opened={line !== null} onClose={onClose} title={line ? lineDisplayName(line) : ''} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={160}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        {line?.status === 'stopped' && (
          <Button color="red" onClick={onClose}>
            {t('production.detail.reportIssue')}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  )
}

function productText(line: ProductionLine): string {
  if (!line.productName) return '–'
  return line.productSku ? `${line.productName} (${line.productSku})` : line.productName
}
