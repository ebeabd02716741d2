// One machine in the line's machines view: name, type, code, model, serial, status; actions for editors.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { MachineStatus } from '../../../shared/constants'
import type { Machine } from '../../../shared/types'
import { machineTypeLabel } from './machine-labels'
import { statusBadgeColor } from './machine-status'
import { MachineStatusButtons } from './machine-status-buttons'
import { MachineTypeIcon } from './machine-type-icon'

interface MachineCardProps {
  machine: Machine
  canEdit: boolean
  /** Opened from a status light: scrolled into view, focused and outlined. */
  focused: boolean
  onStatus: (status: MachineStatus) => void
  onEdit: () => void
  onDelete: () => void
}

export function MachineCard({ machine, canEdit, focused, onStatus, onEdit, onDelete }: MachineCardProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!focused) return
    ref.current?.scrollIntoView({ block: 'center' })
    ref.current?.focus()
  }, [focused])

  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      component="article"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-focused={focused || undefined}
      style={focused ? { outline: '3px solid var(--mantine-color-blue-8)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <MachineTypeIcon type={machine.type} />
            <Title order={3} size="h5" id={titleId}>
              {machine.name}
            </Title>
          </Group>
          <Badge color={statusBadgeColor(machine.status)} autoContrast>
            {t(`machines.status.${machine.status}`, { defaultValue: machine.status })}
          </Badge>
        </Group>
        <Text size="sm">{machineTypeLabel(t, machine.type)}</Text>
        {machine.code && <Text size="sm">{t('machines.card.code', { code: machine.code })}</Text>}
        {machine.model && <Text size="sm">{t('machines.card.model', { model: machine.model })}</Text>}
        {machine.serialNumber && <Text size="sm">{t('machines.card.serial', { serial: machine.serialNumber })}</Text>}
        {canEdit && (
          <>
            <MachineStatusButtons machineName={machine.name} current={machine.status} onChoose={onStatus} />
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={onEdit}
                aria-label={t('machines.card.editLabel', { name: machine.name })}
              >
                {t('machines.card.edit')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={onDelete}
                aria-label={t('machines.card.deleteLabel', { name: machine.name })}
              >
                {t('machines.card.delete')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  )
}
