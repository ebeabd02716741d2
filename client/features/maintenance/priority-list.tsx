// The priority equipment list: riskiest first, each with its timeframe, reasoning, recommendation and View Details.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { PriorityEquipment, TextSource } from '../../../shared/maintenance/report-types'
import { formatDate } from '../../i18n/format'
import { reasoningText, recommendationText } from './reason-texts'
import { RiskBadge } from './risk-badge'

interface PriorityListProps {
  items: PriorityEquipment[]
  textSource: TextSource
  onDetails: (item: PriorityEquipment) => void
}

export function PriorityList({ items, textSource, onDetails }: PriorityListProps) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('maintenance.priorityTitle')}
      </Title>
      {items.length === 0 ? <Text>{t('maintenance.priorityEmpty')}</Text> : null}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Paper key={item.equipmentId} withBorder p="md" component="li" aria-label={item.name}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Title order={3} size="h4">
                  {item.name}
                </Title>
                <Text size="sm" c="gray.7">
                  {[
                    item.location,
                    t(`maintenance.timeframe.${item.timeframeCode}`),
                    t('maintenance.nextMaintenance', { date: formatDate(item.nextMaintenanceDate) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              <RiskBadge level={item.riskLevel} />
            </Group>
            <Text size="sm" mt="xs">
              {textSource === 'language-model' ? item.reasoning : reasoningText(t, item)}
            </Text>
            <Text size="sm" mt={4} fw={600}>
              {textSource === 'language-model' ? item.maintenanceRecommendation : recommendationText(t, item)}
            </Text>
            <Button
              mt="sm"
              variant="light"
              size="sm"
              onClick={() => onDetails(item)}
              aria-label={t('maintenance.viewDetailsOf', { name: item.name })}
            >
              {t('maintenance.viewDetails')}
            </Button>
          </Paper>
        ))}
      </Stack>
    </Stack>
  )
}
