// /hygiene — the quality role's home (issue 29): lines waiting for clearance (offline, from the cache), recent
// clearance records and the verification of their chain (online).
import { Container, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { can } from '../../../shared/roles'
import { useSession } from '../../entities/session/session-context'
import { HeldLinesList } from './held-lines-list'
import { RecentClearances } from './recent-clearances'

export function HygienePage() {
  const { t } = useTranslation()
  const role = useSession().user?.role.name ?? ''
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('hygiene.title')}</Title>
        <HeldLinesList />
        <RecentClearances canVerify={can.viewReports(role)} />
      </Stack>
    </Container>
  )
}
