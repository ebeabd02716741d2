// The card's status buttons: operational, maintenance, fault. Offline is shown but cannot be set here (spec §4).
import { Button, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { MachineStatus } from '../../../shared/constants'
import { SETTABLE_STATUSES } from './machine-status'

// Orange rather than yellow for maintenance: yellow text on white (outline buttons) is far below 4.5:1.
const BUTTON_COLORS: Record<(typeof SETTABLE_STATUSES)[number], string> = {
  operational: 'green',
  maintenance: 'orange',
  fault: 'red',
}

interface MachineStatusButtonsProps {
  machineName: string
  current: string
  onChoose: (status: MachineStatus) => void
}

export function MachineStatusButtons({ machineName, current, onChoose }: MachineStatusButtonsProps) {
  const { t } = useTranslation()
  return (
    <Group gap="xs" role="group" aria-label={t('machines.card.setStatus', { name: machineName })}>
      {SETTABLE_STATUSES.map((status) => (
        <Button
          key={status}
          size="xs"
          color={BUTTON_COLORS[status]}
          autoContrast
          variant={current === status ? 'filled' : 'outline'}
          aria-pressed={current === status}
          disabled={current === status}
          onClick={() => onChoose(status)}
        >
          {t(`machines.status.${status}`)}
        </Button>
      ))}
    </Group>
  )
}
