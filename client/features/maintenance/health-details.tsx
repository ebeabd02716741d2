// The equipment health panel's content: score with bar, risk factors, actions, next maintenance date,
// life remaining, the model used and the failure chart.
import { Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { EquipmentHealth } from '../../../shared/maintenance/report-types'
import { HORIZON_DAYS } from '../../../shared/maintenance/constants'
import { formatDate } from '../../i18n/format'
import { FailureChart } from './failure-chart'
import { actionText, factorText, modelText } from './reason-texts'
import { RiskBadge } from './risk-badge'

const scoreColour = (score: number) => (score >= 70 ? 'green.9' : score >= 40 ? 'yellow.9' : 'red.9')

export function HealthDetails({ health }: { health: EquipmentHealth }) {
  const { t } = useTranslation()
  const h = health.healthAnalysis
  const life =
    h.estimatedLifeRemainingDays >= HORIZON_DAYS
      ? t('maintenance.health.lifeYear')
      : t('maintenance.health.lifeDays', { count: h.estimatedLifeRemainingDays })
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="gray.7">
          {[health.equipment.location, modelText(t, h.model)].filter(Boolean).join(' · ')}
        </Text>
        <RiskBadge level={h.riskLevel} />
      </Group>
      <Stack gap={4}>
        <Group justify="space-between">
          <Text fw={600}>{t('maintenance.health.score')}</Text>
          <Text fw={700}>{t('maintenance.health.scoreValue', { score: h.healthScore })}</Text>
        </Group>
        <Progress
          value={h.healthScore}
          color={scoreColour(h.healthScore)}
          size="lg"
          aria-label={t('maintenance.health.score')}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={2}>
          <Text size="sm" c="gray.7">
            {t('maintenance.health.nextMaintenanceDate')}
          </Text>
          <Text fw={700}>{formatDate(h.nextMaintenanceDate)}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="gray.7">
            {t('maintenance.health.lifeRemaining')}
          </Text>
          <Text fw={700}>{life}</Text>
        </Stack>
      </SimpleGrid>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('maintenance.health.riskFactors')}
        </Title>
        {h.factors.length ? (
          <List size="sm">
            {h.factors.map((f) => (
              <List.Item key={f.code}>{factorText(t, f)}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">{t('maintenance.health.noFactors')}</Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t('maintenance.health.actions')}
        </Title>
        <List size="sm">
          {h.actions.map((a) => (
            <List.Item key={a.code}>{actionText(t, a)}</List.Item>
          ))}
        </List>
      </Stack>
      <FailureChart health={health} />
    </Stack>
  )
}
