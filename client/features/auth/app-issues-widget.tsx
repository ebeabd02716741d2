// Floating help for a stuck or stale install: clears Cache Storage and the service worker, then reloads.
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clearCacheAndReload } from '../../lib/cache-reset'

export function AppIssuesWidget() {
  const { t } = useTranslation()
  const [dismissed, setDismissed] = useState(false)
  const [clearing, setClearing] = useState(false)
  if (dismissed) return null

  const clear = () => {
    setClearing(true)
    void clearCacheAndReload()
  }

  return (
    <Paper
      component="aside"
      aria-label={t('appIssues.title')}
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      maw={280}
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 150 }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={700}>{t('appIssues.title')}</Text>
        <CloseButton aria-label={t('common.dismiss')} onClick={() => setDismissed(true)} />
      </Group>
      <Text size="sm" c="gray.7" mb="xs">
        {t('appIssues.description')}
      </Text>
      <Button size="sm" variant="light" color="red" fullWidth onClick={clear} disabled={clearing}>
        {clearing ? t('appIssues.clearing') : t('appIssues.clear')}
      </Button>
    </Paper>
  )
}
