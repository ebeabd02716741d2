// The frame around every screen: top bar with the app name, a status slot, the signed-in user and
// the language picker. The sync engine's indicator goes into `statusArea`.
import { Anchor, AppShell as MantineAppShell, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LanguageSwitcher } from '../i18n/language-switcher'
import { ToastArea } from './toast-area'

interface AppShellProps {
  /** Shown in the top bar between the app name and the user; e.g. sync state. Nothing when omitted. */
  statusArea?: ReactNode
  /** Display name of the signed-in user, if any. */
  userName?: string | null
  /** false: no top bar and no toasts (the wall display, /production?view=wall). */
  chrome?: boolean
  children: ReactNode
}

export function AppShell({ statusArea, userName, chrome = true, children }: AppShellProps) {
  const { t } = useTranslation()
  if (!chrome) return <main>{children}</main>
  return (
    <MantineAppShell header={{ height: 56 }} padding={0}>
      <MantineAppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to="/" aria-label={t('shell.home')} fw={800} size="lg" underline="never">
            {t('app.name')}
          </Anchor>
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, justifyContent: 'flex-end' }}>
            {statusArea && <div data-slot="status-area">{statusArea}</div>}
            {userName && (
              <Text size="sm" c="gray.7" visibleFrom="sm">
                {t('shell.signedInAs', { name: userName })}
              </Text>
            )}
            <LanguageSwitcher />
          </Group>
        </Group>
      </MantineAppShell.Header>
      <MantineAppShell.Main>
        <ToastArea />
        {children}
      </MantineAppShell.Main>
    </MantineAppShell>
  )
}
