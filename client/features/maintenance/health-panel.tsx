// The equipment health panel, opened by View Details: loads the item's health, or says it cannot.
import { Alert, Button, Loader, Modal, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HealthDetails } from './health-details'
import { useEquipmentHealth } from './use-equipment-health'

interface HealthPanelProps {
  itemId: string
  name: string
  onClose: () => void
}

export function HealthPanel({ itemId, name, onClose }: HealthPanelProps) {
  const { t } = useTranslation()
  const [attempt, setAttempt] = useState(0)
  const state = useEquipmentHealth(itemId, attempt)
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('maintenance.health.title', { name })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('maintenance.health.close') }}
    >
      {state.status === 'loading' ? <Loader aria-label={t('maintenance.health.loading')} /> : null}
      {state.status === 'failed' ? (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {t('maintenance.health.unable')}
          </Alert>
          <Button variant="light" onClick={() => setAttempt((n) => n + 1)} style={{ alignSelf: 'flex-start' }}>
            {t('maintenance.retry')}
          </Button>
        </Stack>
      ) : null}
      {state.status === 'ready' ? <HealthDetails health={state.health} /> : null}
    </Modal>
  )
}
