// Any path the route table does not know.
import { Anchor, Container, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t('notFound.title')}
      </Title>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </Container>
  )
}
