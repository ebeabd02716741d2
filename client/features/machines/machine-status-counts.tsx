// The machines view's four counts: operational, maintenance, fault, offline (spec §2).
import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { MACHINE_STATUSES } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'
import { countByStatus } from './machine-status'
import { StatCard } from './stat-card'

const FIGURE_COLORS = { operational: 'green.9', maintenance: 'orange.9', fault: 'red.9', offline: 'gray.8' } as const

export function MachineStatusCounts({ machines }: { machines: Machine[] }) {
  const { t } = useTranslation()
  const counts = countByStatus(machines)
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} role="region" aria-label={t('machines.view.countsLabel')}>
      {MACHINE_STATUSES.map((status) => (
        <StatCard
          key={status}
          label={t(`machines.status.${status}`)}
          value={counts[status]}
          color={FIGURE_COLORS[status]}
        />
      ))}
    </SimpleGrid>
  )
}
