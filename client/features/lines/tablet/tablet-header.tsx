// Tablet header: line name, status badge, Meter reading (issue 28), Refresh, Lock to Line / Unlock, Main Dashboard
// when unlocked.
import { Button, Group, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { syncEngine } from '../../../sync/sync-runtime'
import { LineStatusBadge } from '../../../entities/line-status/line-status-badge'
import { MeterReadingButton } from '../../../entities/pm/meter-reading-button'
import { PmDueMarker } from '../../../entities/pm/pm-due-marker'
import { useKioskActions } from './use-kiosk-actions'

export function TabletHeader({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  const { locked, lockKnown, lockLine, unlock } = useKioskActions(line)
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm">
        <Title order={1} size="h2">
          {lineDisplayName(line)}
        </Title>
        <LineStatusBadge status={line.status} size="xl" />
        <PmDueMarker lineId={line.id} />
      </Group>
      <Group gap="sm">
        <MeterReadingButton lineId={line.id} />
        <Button variant="light" onClick={() => void syncEngine.drain()}>
          {t('lineDashboard.refresh')}
        </Button>
        {lockKnown &&
          (locked ? (
            <Button color="orange" onClick={() => void unlock()}>
              {t('lineDashboard.unlock')}
            </Button>
          ) : (
            <Button onClick={() => void lockLine()}>{t('lineDashboard.lock')}</Button>
          ))}
        {lockKnown && !locked && (
          <Button component={Link} to="/dashboard" variant="default">
            {t('lineDashboard.mainDashboard')}
          </Button>
        )}
      </Group>
    </Group>
  )
}
