// One department's webhook: enable switch and masked URL (both save at once), copy, categories, test, last used.
import { Badge, Button, Card, CopyButton, Group, PasswordInput, Stack, Switch, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { WebhookConfig } from '../../../shared/teams'
import { categoryName, departmentName } from '../../entities/teams/team-alert-labels'
import { formatDateTime } from '../../i18n/format'
import { toast } from '../../lib/toast'
import type { SaveOutcome } from './use-webhooks'
import { webhookFailureText } from './webhook-failure'
import { WebhookStatusBadge } from './webhook-status-badge'

interface WebhookCardProps {
  config: WebhookConfig
  testing: boolean
  onSave: (change: Partial<Pick<WebhookConfig, 'enabled' | 'webhookUrl'>>) => Promise<SaveOutcome>
  onTest: () => void
}

export function WebhookCard({ config, testing, onSave, onTest }: WebhookCardProps) {
  const { t } = useTranslation()
  // What the admin is typing; null shows the saved URL.
  const [draft, setDraft] = useState<string | null>(null)
  const url = draft ?? config.webhookUrl
  const [badUrl, setBadUrl] = useState(false)
  const [visible, setVisible] = useState(false)
  const name = departmentName(t, config.department, config.name)

  const saveUrl = async () => {
    const value = url.trim()
    if (value === config.webhookUrl) return setDraft(null)
    const outcome = await onSave({ webhookUrl: value })
    setBadUrl(outcome.badUrl)
    if (outcome.ok) setDraft(null)
  }

  return (
    <Card withBorder padding="lg" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {name}
          </Title>
          <WebhookStatusBadge status={config.status} />
        </Group>
        {config.status === 'error' && config.lastFailure && (
          <Text size="sm" c="red.9">
            {t('teamsSettings.failure.last', { reason: webhookFailureText(t, config.lastFailure) })}
          </Text>
        )}
        <Switch
          label={t('teamsSettings.card.enableLabel', { name })}
          checked={config.enabled}
          onChange={(e) => void onSave({ enabled: e.currentTarget.checked })}
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <PasswordInput
            style={{ flex: 1 }}
            label={t('teamsSettings.card.url')}
            placeholder={t('teamsSettings.card.urlPlaceholder')}
            description={t('teamsSettings.card.urlHint')}
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            value={url}
            error={badUrl ? t('teamsSettings.card.urlInvalid') : undefined}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={() => void saveUrl()}
            onKeyDown={(e) => e.key === 'Enter' && void saveUrl()}
            visible={visible}
            onVisibilityChange={setVisible}
            visibilityToggleButtonProps={{
              'aria-label': visible ? t('teamsSettings.card.hide') : t('teamsSettings.card.show'),
            }}
          />
          <CopyButton value={config.webhookUrl}>
            {({ copy }) => (
              <Button
                variant="default"
                disabled={!config.webhookUrl}
                aria-label={t('teamsSettings.card.copyLabel', { name })}
                onClick={() => {
                  copy()
                  toast.success(t('teamsSettings.toast.copiedTitle'), t('teamsSettings.toast.copiedMessage'))
                }}
              >
                {t('teamsSettings.card.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group gap={6} aria-label={t('teamsSettings.card.categories')}>
          {config.categories.map((c) => (
            <Badge key={c} variant="outline" color="gray.8">
              {categoryName(t, c)}
            </Badge>
          ))}
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="gray.7">
            {config.lastUsed
              ? t('teamsSettings.card.lastUsed', { time: formatDateTime(config.lastUsed) })
              : t('teamsSettings.card.never')}
          </Text>
          <Button onClick={onTest} disabled={!config.webhookUrl || testing}>
            {testing ? t('teamsSettings.card.testing') : t('teamsSettings.card.test')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
