// Equipment dashboard (/equipment), admins only (else "Administrator Access Required"): equipment from the
// local cache, units from the server (kept for offline), the seeding buttons and the QR label links.
import { Button, Container, Group, Loader, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { isAdminRole } from '../../../shared/roles'
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
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Button component={Link} to="/dashboard" variant="subtle" size="compact-sm" w="fit-content" px={0}>
              {t('equipment.back')}
            </Button>
            <Title order={1} size="h2">
              {t('equipment.title')}
            </Title>
          </Stack>
          <SeedButtons onUnitsChanged={reload} />
        </Group>
        {!equipment ? <Loader aria-label={t('equipment.loading')} /> : <EquipmentDashboard equipment={equipment} units={units} />}
      </Stack>
    </Container>
  )
}
