// A line's detail as a modal of label/value rows, with Close and, on a stopped line, a Report Issue button.
// The board and IT Monitoring each choose their rows and what Report Issue does.
import { Button, Group, Modal, Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../shared/lines'
import type { ProductionLine } from '../../shared/types'

export type DetailRow = [label: string, value: ReactNode]

interface LineDetailModalProps {
  line: ProductionLine | null
  rows: DetailRow[]
  labelWidth: number
  reportIssueLabel: string
  onReportIssue: (line: ProductionLine) => void
  onClose: () => void
  /** Shown below the rows (e.g. what a held line needs before it can run). */
  children?: ReactNode
}

export function LineDetailModal({
  line,
  rows,
  labelWidth,
  reportIssueLabel,
  onReportIssue,
  onClose,
  children,
}: LineDetailModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={line ? lineDisplayName(line) : ''}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={labelWidth}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {children}
      <Group justify="flex-end" mt="md">
        {line?.status === 'stopped' && (
          <Button color="red.8" onClick={() => onReportIssue(line)}>
            {reportIssueLabel}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Group>
    </Modal>
  )
}
