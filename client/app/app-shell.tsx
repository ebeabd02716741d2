// The frame around every screen: top bar with the app name, a status slot, the signed-in user and
// the language picker. The sync engine's indicator goes into `statusArea`.
// A plain header and main rather than Mantine's AppShell: its layout code and CSS (navbar, aside, resize
// handles) sat in every screen's first bundle for a header we draw ourselves. The mantine-AppShell-* class
// names stay, so print styles that hide the bar keep working.
import { ActionIcon, Anchor, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LanguageSwitcher } from '../components/language-switcher'
import { ToastArea } from './toast-area'
import classes from './app-shell.module.css'

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
    <>
      <header className={`${classes.header} mantine-AppShell-header`}>
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
            {userName && (
              <ActionIcon
                component={Link}
                to="/notifications"
                variant="subtle"
                color="gray.8"
                size="lg"
                aria-label={t('shell.notifications')}
                title={t('shell.notifications')}
              >
                <svg
                  width="20"
                  height="20"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
                  <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
                </svg>
              </ActionIcon>
            )}
            <LanguageSwitcher />
          </Group>
        </Group>
      </header>
      <main className="mantine-AppShell-main">
        <ToastArea />
        {children}
      </main>
    </>
  )
}
