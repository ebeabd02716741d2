// Initialize Units / Initialize Equipment: server calls (admin only, idempotent) with the spec's toasts.
import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { syncEngine } from '../../sync/sync-runtime'

type Kind = 'units' | 'equipment'

export function SeedButtons({ onUnitsChanged }: { onUnitsChanged: () => Promise<void> }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<Kind | null>(null)
  const run = async (kind: Kind) => {
    setBusy(kind)
    try {
      await apiRequest('POST', `/api/${kind}/initialize`)
      toast.success(t(`equipment.toasts.${kind}Initialized`))
      // New equipment reaches this device (and every other) through sync.
      if (kind === 'units') await onUnitsChanged()
      else void syncEngine.drain()
    } catch (error) {
      console.warn(`Initialize ${kind} failed`, error)
      toast.error(t(`equipment.toasts.${kind}Failed`))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Group gap="xs">
      <Button variant="light" loading={busy === 'units'} onClick={() => void run('units')}>
        {t('equipment.initializeUnits')}
      </Button>
      <Button variant="light" loading={busy === 'equipment'} onClick={() => void run('equipment')}>
        {t('equipment.initializeEquipment')}
      </Button>
    </Group>
  )
}
