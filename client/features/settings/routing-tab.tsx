// Routing: per department, Active/Inactive, the categories it takes and the triggers that post.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ALERT_ROUTING, TEAMS_TRIGGERS, type WebhookConfig } from '../../../shared/teams'
import { categoryName, departmentName } from '../../entities/teams/team-alert-labels'

export function RoutingTab({ webhooks }: { webhooks: WebhookConfig[] }) {
  const { t } = useTranslation()
  return (
    <Stack gap="md">
      <Text>{t('teamsSettings.routing.intro')}</Text>
      {webhooks.map((w) => {
        const active = w.enabled && w.webhookUrl !== ''
        const name = departmentName(t, w.department, w.name)
        return (
          <Card key={w.department} withBorder component="section" aria-label={name}>
            <Group justify="space-between" mb="xs">
              <Title order={2} size="h4">
                {name}
              </Title>
              <Badge color={active ? 'green.9' : 'gray.7'}>
                {active ? t('teamsSettings.routing.active') : t('teamsSettings.routing.inactive')}
              </Badge>
            </Group>
            <Text size="sm" fw={600}>
              {t('teamsSettings.routing.categories')}
            </Text>
            <Text size="sm" mb="xs">
              {ALERT_ROUTING[w.department].map((c) => categoryName(t, c)).join(', ')}
            </Text>
            <Text size="sm" fw={600}>
              {t('teamsSettings.routing.triggers')}
            </Text>
            <Text size="sm">
              {TEAMS_TRIGGERS.map((trigger) => t(`teamsSettings.routing.trigger.${trigger}`)).join(', ')}
            </Text>
          </Card>
        )
      })}
    </Stack>
  )
}
