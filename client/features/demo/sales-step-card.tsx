// The current sales step: title, countdown, key highlights, business impact, and the screen to show.
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { SALES_STEPS } from './sales-steps'

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`

export function SalesStepCard({ step, left }: { step: number; left: number }) {
  const { t } = useTranslation()
  const s = SALES_STEPS[step]!
  const base = `demo.sales.steps.${s.key}`
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h3">
            {t('demo.sales.stepOf', { step: step + 1, total: SALES_STEPS.length, title: t(`${base}.title`) })}
          </Title>
          <Text fw={700} size="xl" aria-label={t('demo.sales.timeLeft', { time: clock(left) })} role="timer">
            {clock(left)}
          </Text>
        </Group>
        <Text>{t(`${base}.description`)}</Text>
        <Text fw={600}>{t('demo.sales.keyHighlights')}</Text>
        <List>
          {(['h1', 'h2', 'h3'] as const).map((h) => (
            <List.Item key={h}>{t(`${base}.${h}`)}</List.Item>
          ))}
        </List>
        <Text fw={600}>{t('demo.sales.businessImpact')}</Text>
        <Text>{t(`${base}.impact`)}</Text>
        <Button component={Link} to={s.route} variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('demo.sales.openScreen', { route: s.route })}
        </Button>
      </Stack>
    </Paper>
  )
}
