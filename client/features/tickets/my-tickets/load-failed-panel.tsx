// "Failed to Load Tickets": shown only when this device's ticket cache cannot be read (e.g. the browser
// blocks IndexedDB or its storage is broken). Being offline is not a failure: the cache still answers.
import { Button, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export function LoadFailedPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder p="lg" role="alert">
      <Stack gap="xs" align="center">
        <Title order={2} size="h4">
          {t('myTickets.loadFailed.title')}
        </Title>
        <Text size="sm">{t('myTickets.loadFailed.message')}</Text>
        <Button onClick={onRetry}>{t('myTickets.loadFailed.retry')}</Button>
      </Stack>
    </Paper>
  )
}
