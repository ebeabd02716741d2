// Stand-in for a route whose screen is not built yet; each feature replaces its own page file.
import { Container, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

interface ComingSoonPageProps {
  title: string
  /** Overrides the generic "coming soon" line (the QR scanner's spec text). */
  message?: string
}

export function ComingSoonPage({ title, message }: ComingSoonPageProps) {
  const { t } = useTranslation()
  return (
    <Container size="md" py="xl" data-testid="coming-soon">
      <Title order={1} mb="sm">
        {title}
      </Title>
      <Text c="gray.7">{message ?? t('comingSoon.message')}</Text>
    </Container>
  )
}
