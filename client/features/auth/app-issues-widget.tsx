// Help for a stuck or stale install: clears Cache Storage and the service worker, then reloads. It sits in
// the page's flow below the form, so it never covers Login, and is not offered offline (issue 17 §3).
import { CloseButton, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ClearCacheButton } from '../../components/clear-cache-button'
import { useOnline } from '../../lib/use-online'

export function AppIssuesWidget() {
  const { t } = useTranslation()
  const [dismissed, setDismissed] = useState(false)
  const online = useOnline()
  if (dismissed || !online) return null

  return (
    <Paper component="aside" aria-label={t('appIssues.title')} withBorder shadow="md" p="sm" radius="md" maw={420}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700}>{t('appIssues.title')}</Text>
        <CloseButton aria-label={t('common.dismiss')} onClick={() => setDismissed(true)} />
      </Group>
      <Text size="sm" c="gray.7" mb="xs">
        {t('appIssues.description')}
      </Text>
      <ClearCacheButton label={t('appIssues.clear')} busyLabel={t('appIssues.clearing')} fullWidth />
    </Paper>
  )
}
