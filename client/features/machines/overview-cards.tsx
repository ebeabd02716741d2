// The overview's four figures: total, running and maintenance lines, and active tickets (spec §2).
import { SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OverviewCounts } from './overview-counts'
import { StatCard } from './stat-card'

export function OverviewCards({ counts }: { counts: OverviewCounts | null }) {
  const { t } = useTranslation()
  const value = (n: number | undefined) => (counts ? (n ?? 0) : '–')
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} aria-label={t('engineering.cards.label')} role="region">
      <StatCard label={t('engineering.cards.totalLines')} value={value(counts?.totalLines)} />
      <StatCard label={t('engineering.cards.runningLines')} value={value(counts?.runningLines)} color="green.9" />
      <StatCard
        label={t('engineering.cards.issues')}
        value={value(counts?.issues)}
        hint={t('engineering.cards.issuesHint')}
        color="red.9"
      />
      <StatCard
        label={t('engineering.cards.maintenanceLines')}
        value={value(counts?.maintenanceLines)}
        hint={t('engineering.cards.maintenanceHint')}
        color="orange.9"
      />
    </SimpleGrid>
  )
}
