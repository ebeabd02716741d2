// Shown when a screen fails to load or render (e.g. a code chunk missing after an update).
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useRouteError } from 'react-router-dom'

export function RouteErrorPage() {
  const { t } = useTranslation()
  const error = useRouteError()
  console.error('Route failed', error)
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('errors.title')}</Title>
        <Text>{t('errors.message')}</Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          {t('errors.reload')}
        </Button>
      </Stack>
    </Container>
  )
}
