// The top of a screen: a back link, the title (with an optional badge) and the screen's own buttons.
import { Button, Group, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

interface ScreenHeaderProps {
  title: string
  backLabel: string
  /** Beside the title, e.g. a count badge. */
  badge?: ReactNode
  backTo?: string
  children?: ReactNode
}

export function ScreenHeader({ title, backLabel, badge, backTo = '/dashboard', children }: ScreenHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Button component={Link} to={backTo} variant="subtle" size="compact-sm" w="fit-content" px={0}>
          {backLabel}
        </Button>
        <Group gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          {badge}
        </Group>
      </Stack>
      {children && <Group gap="xs">{children}</Group>}
    </Group>
  )
}
