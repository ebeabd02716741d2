// IT Dashboard (/it-dashboard): Production Line Monitoring and the IT Support Dashboard, from the local
// cache; Active Operators from the server's stats (polled every 15 s, last answer kept for offline).
import { Container, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../components/screen-header'
import { useSession } from '../../entities/session/session-context'
import { ItSupport } from './it-support'
import { ProductionMonitoring } from './production-monitoring'
import { useServerStats } from './use-server-stats'
import { useItTickets, useSortedLines } from './use-it-data'

export function ItDashboardPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  const lines = useSortedLines()
  const tickets = useItTickets()
  const stats = useServerStats()
  const actor = user ? { id: user.id, role: user.role.name } : null
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <ScreenHeader title={t('it.title')} backLabel={t('it.back')} />
        {/* What IT works on first; the lines after (issue 31 §6). */}
        <ItSupport tickets={tickets} actor={actor} />
        <ProductionMonitoring lines={lines} stats={stats} />
      </Stack>
    </Container>
  )
}
