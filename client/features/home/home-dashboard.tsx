// The signed-in entry screen: tiles for the user's role, system tools, and switch user.
import { Anchor, Badge, Container, Group, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import type { User } from '../../../shared/types'
import { LogoutButton } from '../../entities/session/logout-button'
import { roleLabel } from '../../entities/session/role-label'
import { SYSTEM_TILES, tilesForRole } from './home-tiles'
import { TileSection } from './tile-section'

interface HomeDashboardProps {
  user: User
  onLogout: () => void
}

export function HomeDashboard({ user, onLogout }: HomeDashboardProps) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const role = user.role.name
  const tiles = tilesForRole(role)
  const name = user.firstName || user.username

  const switchUser = () => {
    onLogout()
    navigate('/', { replace: true })
  }

  return (
    <Container size="lg" py="lg">
      <Stack gap="xl">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Anchor component={Link} to="/" size="sm">
              {t('home.back')}
            </Anchor>
            <Title order={1}>{t('home.welcome', { name })}</Title>
            <Badge size="lg" tt="none">
              {t('home.roleBadge', { role: roleLabel(t, role).toLocaleUpperCase(i18n.language) })}
            </Badge>
          </Stack>
          <LogoutButton label={t('home.logout')} onLogout={switchUser} />
        </Group>
        <TileSection title={t('home.sections.quickAccess')} tiles={tiles.filter((tile) => tile.priority)} emphasis />
        <TileSection title={t('home.sections.additionalTools')} tiles={tiles.filter((tile) => !tile.priority)} />
        <TileSection title={t('home.sections.systemTools')} tiles={SYSTEM_TILES} />
      </Stack>
    </Container>
  )
}
