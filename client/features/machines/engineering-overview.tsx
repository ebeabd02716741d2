// The overview: four figures, then every line sorted stopped → maintenance → running, then by number (spec §2).
import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { compareByStatusThenNumber } from '../../../shared/lines'
import type { ProductionLine } from '../../../shared/types'
import { LineCard } from './line-card'
import { OverviewCards } from './overview-cards'
import { overviewCounts } from './overview-counts'
import { useActiveTicketCount, useMachinesByLine } from './use-engineering-data'

interface EngineeringOverviewProps {
  lines: ProductionLine[] | undefined
  onViewMachines: (lineId: number, machineId?: string) => void
}

export function EngineeringOverview({ lines, onViewMachines }: EngineeringOverviewProps) {
  const { t } = useTranslation()
  const machinesByLine = useMachinesByLine()
  const activeTickets = useActiveTicketCount()
  const counts = lines && activeTickets !== undefined ? overviewCounts(lines, activeTickets) : null
  const sorted = lines ? [...lines].sort(compareByStatusThenNumber) : []
  return (
    <Stack gap="lg">
      <OverviewCards counts={counts} />
      <Title order={2} size="h3">
        {t('engineering.linesHeading')}
      </Title>
      {!lines && <Text c="gray.7">{t('engineering.loading')}</Text>}
      {lines?.length === 0 && <Text c="gray.7">{t('engineering.noLines')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
        {sorted.map((line) => (
          <LineCard key={line.id} line={line} machines={machinesByLine?.get(line.id)} onViewMachines={onViewMachines} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
