// Loft equipment dashboard (/loft-dashboard): back to /production, four status counters, search / unit /
// status filters, cards with Log Issue and Device OK, "Showing X of Y", and the Log Equipment Issue dialog.
// Reads the local cache; every action goes through the outbox.
import { Container, Loader, SimpleGrid, Stack, Text } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { countByStatus, filterEquipment, type LoftFilter } from '../../../shared/equipment'
import { can } from '../../../shared/roles'
import type { Equipment } from '../../../shared/types'
import { ScreenHeader } from '../../components/screen-header'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { useSession } from '../../entities/session/session-context'
import { LoftEquipmentCard } from './loft-equipment-card'
import { LoftFilters } from './loft-filters'
import { StatTile } from '../../components/stat-tile'
import { useEquipment, useUnits } from './use-equipment'
import { useLoftActions } from './use-loft-actions'

const LogIssueDialog = lazy(() => import('./log-issue-dialog').then((m) => ({ default: m.LogIssueDialog })))

export function LoftDashboardPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const equipment = useEquipment()
  const { units } = useUnits()
  const [filter, setFilter] = useState<LoftFilter>({ search: '', unit: 'all', status: 'all' })
  const [loggingId, setLoggingId] = useState<number | null>(null)
  const actions = useLoftActions()
  const logging = equipment?.find((e) => e.id === loggingId) ?? null
  const dialogLoaded = useOpenedOnce(logging !== null)
  const all = equipment ?? []
  const shown = filterEquipment(all, filter)
  const counts = countByStatus(all)
  const canAct = !!user && can.setEquipmentStatus(user.role.name) && can.createTicket(user.role.name)

  const logIssue = (e: Equipment) => {
    void actions.logIssue(e)
    setLoggingId(e.id)
  }
  const closeIssue = () => {
    actions.closeIssue()
    setLoggingId(null)
  }

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <ScreenHeader title={t('equipment.loft.title')} backLabel={t('equipment.loft.back')} backTo="/production" />
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <StatTile label={t('equipment.status.operational')} value={counts.operational} color="green.9" />
          <StatTile label={t('equipment.status.maintenance')} value={counts.maintenance} color="#8a5a00" />
          <StatTile label={t('equipment.status.fault')} value={counts.fault} color="red.8" />
          <StatTile label={t('equipment.status.offline')} value={counts.offline} />
        </SimpleGrid>
        <LoftFilters filter={filter} units={units} onChange={setFilter} />
        {!equipment ? (
          <Loader aria-label={t('equipment.loading')} />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {shown.map((e) => (
              <LoftEquipmentCard
                key={e.id}
                equipment={e}
                canAct={canAct}
                onLogIssue={logIssue}
                onDeviceOk={(x) => void actions.deviceOk(x)}
              />
            ))}
          </SimpleGrid>
        )}
        <Text c="gray.7" role="status">
          {t('equipment.loft.showing', { shown: shown.length, total: all.length })}
        </Text>
      </Stack>
      <Suspense fallback={null}>
        {dialogLoaded && <LogIssueDialog equipment={logging} onClose={closeIssue} onCreate={actions.createTicket} />}
      </Suspense>
    </Container>
  )
}
