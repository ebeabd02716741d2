// Shown in place of a screen the signed-in role may not open (spec §6).
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { accessDeniedDashboardRoute } from '../../../shared/roles'
import { roleLabel } from '../../entities/session/role-label'

export function AccessDeniedPage({ role }: { role: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('accessDenied.title')}</Title>
        <Text>{t('accessDenied.message')}</Text>
        <Text c="gray.7">{t('accessDenied.role', { role: roleLabel(t, role) })}</Text>
        <Group>
          <Button variant="default" onClick={() => navigate(-1)}>
            {t('common.goBack')}
          </Button>
          <Button onClick={() => navigate(accessDeniedDashboardRoute(role))}>{t('common.dashboard')}</Button>
        </Group>
      </Stack>
    </Container>
  )
}
