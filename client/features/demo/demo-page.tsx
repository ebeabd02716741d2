// Guided demo (/demo): what the tour shows, and the button that starts it. The tour itself runs as an overlay
// over the real screens (guided-demo-overlay.tsx), for any role — demo_viewer included — since it only reads.
import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { guidedDemo } from './guided-demo-store'
import { GUIDED_STEPS } from './guided-steps'

export function DemoPage() {
  const { t } = useTranslation()
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1}>{t('demo.guided.title')}</Title>
        <Text>{t('demo.guided.intro')}</Text>
        <List type="ordered">
          {GUIDED_STEPS.map((s) => (
            <List.Item key={s.key}>{t(`demo.guided.steps.${s.key}.title`)}</List.Item>
          ))}
        </List>
        <Group>
          <Button onClick={guidedDemo.start}>{t('demo.guided.start')}</Button>
          <Button component={Link} to="/demo-presentation" variant="default">
            {t('demo.sales.open')}
          </Button>
        </Group>
      </Stack>
    </Container>
  )
}
