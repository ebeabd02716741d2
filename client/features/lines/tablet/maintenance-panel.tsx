// Maintenance Schedule: next maintenance and "On Schedule".
import { Badge, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../../shared/types'
import { formatDateTime } from '../../../i18n/format'
import { Panel } from './panel'

export function MaintenancePanel({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  // nextMaintenance may be a date or a free text the planner typed; an unreadable date is shown as written.
  const next = line.nextMaintenance
    ? formatDateTime(line.nextMaintenance) || line.nextMaintenance
    : t('lineDashboard.maintenance.notScheduled')
  return (
    <Panel title={t('lineDashboard.panels.maintenance')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="gray.7">
          {t('lineDashboard.maintenance.next')}
        </Text>
        <Text fw={700}>{next}</Text>
        <Badge color="green" variant="filled">
          {t('lineDashboard.maintenance.onSchedule')}
        </Badge>
      </Stack>
    </Panel>
  )
}
