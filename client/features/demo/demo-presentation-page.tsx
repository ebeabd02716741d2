// Sales demo (/demo-presentation): 8 timed steps with progress, play/pause, countdown, key highlights,
// business impact and the marketing figures.
import { Button, Container, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SalesFigures } from './sales-figures'
import { SalesStepCard } from './sales-step-card'
import { SALES_STEPS, SALES_TOTAL_SECONDS } from './sales-steps'
import { usePresentationTimer } from './use-presentation-timer'

export function DemoPresentationPage() {
  const { t } = useTranslation()
  const { step, left, playing, elapsed, toggle, goTo, reset } = usePresentationTimer()
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1}>{t('demo.sales.title')}</Title>
        <Text>{t('demo.sales.intro')}</Text>
        <Progress value={(elapsed / SALES_TOTAL_SECONDS) * 100} size="lg" aria-label={t('demo.sales.progress')} />
        <Group gap="xs">
          <Button size="sm" variant="default" onClick={() => goTo(step - 1)} disabled={step === 0}>
            {t('demo.guided.previous')}
          </Button>
          <Button size="sm" onClick={toggle}>
            {playing ? t('demo.guided.pause') : t('demo.guided.play')}
          </Button>
          <Button size="sm" variant="default" onClick={() => goTo(step + 1)} disabled={step === SALES_STEPS.length - 1}>
            {t('demo.guided.next')}
          </Button>
          <Button size="sm" variant="default" onClick={reset}>
            {t('demo.guided.reset')}
          </Button>
        </Group>
        <SalesStepCard step={step} left={left} />
        <SalesFigures />
      </Stack>
    </Container>
  )
}
