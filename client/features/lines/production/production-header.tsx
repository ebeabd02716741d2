// Production Dashboard header: back to /dashboard, logo, clock, unit filter and Refresh (spec §2).
import { Button, Group, Image, Title } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { DASHBOARD_UNIT_ORDER } from '../../../../shared/constants'
import { PlainSelect } from '../../../components/plain-select'
import { syncEngine } from '../../../sync/sync-runtime'
import { LiveClock } from './live-clock'
import { isUnitFilter, type UnitFilter } from './production-grouping'

interface ProductionHeaderProps {
  unit: UnitFilter
  onUnitChange: (unit: UnitFilter) => void
}

/** Memoised: the board renders again when its freshness clock moves; the header only when the unit filter does. */
export const ProductionHeader = memo(function ProductionHeader({ unit, onUnitChange }: ProductionHeaderProps) {
  const { t } = useTranslation()
  const options = [
    { value: 'all', label: t('production.allUnits') },
    ...DASHBOARD_UNIT_ORDER.map((code) => ({ value: code, label: t('production.unitLabel', { code }) })),
  ]
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <Button component={Link} to="/dashboard" variant="default">
          {t('production.back')}
        </Button>
        <Image src="/icons/icon-192.png" alt={t('production.logo')} w={40} h={40} />
        <Title order={1} size="h2">
          {t('production.title')}
        </Title>
      </Group>
      <Group gap="sm" wrap="wrap">
        <LiveClock label={t('production.clock')} />
        {/* Plain: Mantine's NativeSelect rendered the board twice before its first paint (plain-select.tsx). */}
        <PlainSelect
          aria-label={t('production.unitFilter')}
          data={options}
          value={unit}
          onChange={(e) => isUnitFilter(e.currentTarget.value) && onUnitChange(e.currentTarget.value)}
        />
        <Button variant="light" onClick={() => void syncEngine.drain()}>
          {t('production.refresh')}
        </Button>
        <Button component={Link} to="/production?view=wall" variant="default">
          {t('honest.board.wallView')}
        </Button>
      </Group>
    </Group>
  )
})
