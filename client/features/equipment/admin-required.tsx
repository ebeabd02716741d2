// Shown to anyone but an administrator on the equipment dashboard (spec §6).
import { Button, Container, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

export function AdminRequired() {
  const { t } = useTranslation()
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" align="flex-start">
        <Title order={1} size="h2">
          {t('equipment.adminRequired.title')}
        </Title>
        <Text>{t('equipment.adminRequired.text')}</Text>
        <Button component={Link} to="/dashboard" variant="default">
          {t('equipment.back')}
        </Button>
      </Stack>
    </Container>
  )
}
