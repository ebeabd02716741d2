// Mobile step 2, the selected line: header, LINE OPERATIONAL banner, issue, product, actions, machines,
// Last Updated (spec §2).
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { formatDateTime } from '../../../i18n/format'
import { currentIssueText } from '../common/line-issue-text'
import { LineStatusBadge } from '../../../entities/line-status/line-status-badge'
import { StopReasonPrompt } from '../../../entities/oee/stop-reason-prompt'
import { CurrentProductCard } from './current-product-card'
import { MachineStatusCard } from './machine-status-card'
import { OperatorActions } from './operator-actions'

/**
 * The stop prompt reads only the line's id, status and the start of that status: the line's other fields changing
 * (the server's version and time after a push) leave it alone (docs/decisions/255).
 */
const LineStopPrompt = memo(
  StopReasonPrompt,
  (a, b) => a.line.id === b.line.id && a.line.status === b.line.status && a.line.statusSince === b.line.statusSince,
)

export function LineDetailStep({ line, onBack }: { line: ProductionLine; onBack: () => void }) {
  const { t } = useTranslation()
  const issue = currentIssueText(line, t)
  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" onClick={onBack}>
          {t('mobileOperator.backToSelection')}
        </Button>
      </Group>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} size="h2">
          {lineDisplayName(line)}
        </Title>
        <LineStatusBadge status={line.status} size="lg" />
      </Group>
      {line.status === 'running' && (
        <Alert color="green" variant="filled" title={t('mobileOperator.operationalBanner')}>
          {t('mobileOperator.productionActive')}
        </Alert>
      )}
      {issue && (
        <Alert
          color={line.status === 'stopped' ? 'red' : 'orange'}
          variant="light"
          title={t('mobileOperator.currentIssue')}
        >
          <Text c="dark">{issue}</Text>
        </Alert>
      )}
      <LineStopPrompt line={line} />
      <CurrentProductCard line={line} />
      <OperatorActions line={line} />
      <MachineStatusCard lineId={line.id} />
      <Text size="sm" c="gray.7">
        {t('mobileOperator.lastUpdated', { time: formatDateTime(line.lastUpdate) })}
      </Text>
    </Stack>
  )
}
