// Tile detail: status, line ID, IP, product (running only), fault status, current issue, efficiency, last
// update; Close, and on a stopped line a Report Issue button that only closes (spec §2).
import { Box } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { controlModuleIp } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { type DetailRow, LineDetailModal } from '../../../components/line-detail-modal'
import { formatDateTime } from '../../../i18n/format'
import { useFormOpen } from '../../../lib/open-forms'
import { durationText } from '../common/duration-text'
import { currentIssueText, faultStatusText } from '../common/line-issue-text'
import { HeldLineNotice } from '../../../entities/hygiene/held-line-notice'
import { LineStatusBadge } from '../../../entities/line-status/line-status-badge'
import { formatPercent } from '../../../lib/format-number'

interface LineDetailDialogProps {
  line: ProductionLine | null
  now: Date
  onClose: () => void
}

export function LineDetailDialog({ line, now, onClose }: LineDetailDialogProps) {
  const { t } = useTranslation()
  useFormOpen(line !== null)
  const rows: DetailRow[] = line
    ? [
        [t('production.detail.status'), <LineStatusBadge key="s" status={line.status} />],
        [t('production.detail.lineId'), line.id],
        [t('production.detail.ip'), controlModuleIp(line.id)],
        ...(line.status === 'running'
          ? [[t('production.detail.product'), productText(line)] as [string, ReactNode]]
          : []),
        [t('production.detail.fault'), faultStatusText(line, t)],
        [t('production.detail.issue'), currentIssueText(line, t) ?? t('production.detail.noIssue')],
        ...(line.status === 'stopped'
          ? [[t('production.detail.stoppedFor'), durationText(line.statusSince, now, t)] as [string, ReactNode]]
          : []),
        [t('production.detail.efficiency'), formatPercent(line.efficiency)],
        [t('production.detail.lastUpdate'), formatDateTime(line.lastUpdate)],
      ]
    : []
  return (
    <LineDetailModal
      line={line}
      rows={rows}
      labelWidth={160}
      reportIssueLabel={t('production.detail.reportIssue')}
      onReportIssue={onClose}
      onClose={onClose}
    >
      {line?.status === 'awaiting_clearance' && (
        <Box mt="md">
          <HeldLineNotice line={line} />
        </Box>
      )}
    </LineDetailModal>
  )
}

function productText(line: ProductionLine): string {
  if (!line.productName) return '–'
  return line.productSku ? `${line.productName} (${line.productSku})` : line.productName
}
