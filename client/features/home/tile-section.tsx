// One titled group of navigation tiles on the home dashboard.
import { Paper, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { HomeTile } from './home-tiles'

interface TileSectionProps {
  title: string
  tiles: HomeTile[]
  emphasis?: boolean
}

export function TileSection({ title, tiles, emphasis = false }: TileSectionProps) {
  const { t } = useTranslation()
  if (tiles.length === 0) return null
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {tiles.map((tile) => (
          <UnstyledButton key={tile.path} component={Link} to={tile.path}>
            <Paper
              withBorder
              radius="md"
              p="lg"
              bg={emphasis ? 'var(--mantine-primary-color-filled)' : undefined}
              c={emphasis ? 'white' : undefined}
            >
              <Text fw={700} size="lg">
                {t(`tiles.${tile.key}`)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </section>
  )
}
