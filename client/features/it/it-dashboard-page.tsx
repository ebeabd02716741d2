// IT Dashboard (/it-dashboard): Production Line Monitoring and the IT Support Dashboard, from the local
// cache; Active Operators from the server's stats (polled every 15 s, last answer kept for offline).
import { Button, Container, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
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
        <Stack gap={4}>
          <Button component={Link} to="/dashboard" variant="subtle" size="compact-sm" w="fit-content" px={0}>
            {t('it.back')}
          </Button>
          <Title order={1} size="h2">
            {t('it.title')}
          </Title>
        </Stack>
        <ProductionMonitoring lines={lines} stats={stats} />
        <ItSupport tickets={tickets} actor={actor} />
      </Stack>
    </Container>
  )
}
