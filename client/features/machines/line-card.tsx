// One line on the overview: name, status badge, machine lights and View Machines.
import { Button, Card, Group, Stack, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Machine, ProductionLine } from '../../../shared/types'
import { LineStatusBadge } from '../../entities/line-status/line-status-badge'
import { MachineStatusLights } from './machine-status-lights'

interface LineCardProps {
  line: ProductionLine
  machines: Machine[] | undefined
  onViewMachines: (lineId: number, machineId?: string) => void
}

export function LineCard({ line, machines, onViewMachines }: LineCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {line.name}
          </Title>
          <LineStatusBadge status={line.status} />
        </Group>
        <MachineStatusLights lineName={line.name} machines={machines} onSelect={(m) => onViewMachines(line.id, m.id)} />
        <Button
          variant="light"
          onClick={() => onViewMachines(line.id)}
          aria-label={t('engineering.viewMachinesOf', { line: line.name })}
        >
          {t('engineering.viewMachines')}
        </Button>
      </Stack>
    </Card>
  )
}
