// What a status light's tooltip says: the machine's name, status, type and, when known, model (spec §2).
import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Machine } from '../../../shared/types'
import { lightLabel, machineTypeLabel } from './machine-labels'

export function StatusLightTooltip({ machine }: { machine: Machine }) {
  const { t } = useTranslation()
  return (
    <Stack gap={0}>
      <Text size="sm" fw={700}>
        {machine.name}
      </Text>
      <Text size="xs">{t('machines.tooltip.status', { status: lightLabel(t, machine.status) })}</Text>
      <Text size="xs">{t('machines.tooltip.type', { type: machineTypeLabel(t, machine.type) })}</Text>
      {machine.model && <Text size="xs">{t('machines.tooltip.model', { model: machine.model })}</Text>}
    </Stack>
  )
}
