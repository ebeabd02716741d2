// Equipment dashboard (/equipment), admins only (else "Administrator Access Required"): equipment from the
// local cache, units from the server (kept for offline), the seeding buttons and the QR label links.
import { Container, Loader, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isAdminRole } from '../../../shared/roles'
import { ScreenHeader } from '../../components/screen-header'
import { useSession } from '../../entities/session/session-context'
import { AdminRequired } from './admin-required'
import { EquipmentDashboard } from './equipment-dashboard'
import { SeedButtons } from './seed-buttons'
import { useEquipment, useUnits } from './use-equipment'

export function EquipmentPage() {
  const { user } = useSession()
  if (!user || !isAdminRole(user.role.name)) return <AdminRequired />
  return <AdminEquipmentPage />
}

function AdminEquipmentPage() {
  const { t } = useTranslation()
  const equipment = useEquipment()
  const { units, reload } = useUnits()
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <ScreenHeader title={t('equipment.title')} backLabel={t('equipment.back')}>
          <SeedButtons onUnitsChanged={reload} />
        </ScreenHeader>
        {!equipment ? (
          <Loader aria-label={t('equipment.loading')} />
        ) : (
          <EquipmentDashboard equipment={equipment} units={units} />
        )}
      </Stack>
    </Container>
  )
}
