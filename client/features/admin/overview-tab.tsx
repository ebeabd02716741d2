// Overview: each security control with its state checked on the running server, the readiness computed from
// them (decision 044), and the system status.
import { Alert, Badge, Button, Card, Group, Loader, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { SecurityFinding } from '../../../shared/admin'
import { formatDateTime } from '../../i18n/format'
import { useApiAnswer } from '../../lib/use-api-query'
import { formatDuration } from './duration'
import { formatPercent } from '../../lib/format-number'

/** A check's finding in the user's language (the server names it by key and values; times are formatted here). */
function findingText(t: TFunction, found: SecurityFinding): string {
  const { time, ...values } = found.values
  return t(`admin.overview.found.${found.key}`, {
    ...values,
    ...(time === undefined ? {} : { time: formatDateTime(String(time)) }),
  })
}

export function OverviewTab() {
  const { t } = useTranslation()
  const overview = useApiAnswer('GET /api/admin/overview')
  const system = useApiAnswer('GET /api/admin/system-info')
  const data = overview.data
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder component="section" aria-labelledby="security-title">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="security-title">
              {t('admin.overview.securityTitle')}
            </Title>
            <Button variant="default" size="xs" onClick={overview.reload} loading={overview.loading}>
              {t('admin.overview.recheck')}
            </Button>
          </Group>
          {overview.error && <Alert color="red">{t('admin.loadFailed')}</Alert>}
          {!data && !overview.error && <Loader aria-label={t('app.loading')} />}
          {data && (
            <>
              <Text fw={700} size="lg">
                {t('admin.overview.readiness', { percent: formatPercent(data.readiness) })}
              </Text>
              <Progress
                value={data.readiness}
                color={data.readiness === 100 ? 'green.9' : 'orange.9'}
                aria-label={t('admin.overview.readiness', { percent: formatPercent(data.readiness) })}
              />
              <Text size="sm" c="gray.7">
                {t('admin.overview.readinessHint')}{' '}
                {t('admin.overview.checkedAt', { time: formatDateTime(data.checkedAt) })}
              </Text>
              {/* A plain list, not Mantine's Table: Table brings its scroll area into this first tab's code. */}
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {data.checks.map((c) => (
                  <Group component="li" key={c.control} justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text fw={600}>{t(`admin.overview.controls.${c.control}`)}</Text>
                      <Text size="sm" c="gray.7">
                        {findingText(t, c.found)}
                      </Text>
                    </div>
                    <Badge color={c.ok ? 'green.9' : 'red.9'}>
                      {c.ok ? t('admin.overview.pass') : t('admin.overview.fail')}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="system-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="system-title">
            {t('admin.overview.systemTitle')}
          </Title>
          {system.data && (
            <>
              <Text>{t('admin.overview.systemOk', { uptime: formatDuration(system.data.uptimeSeconds) })}</Text>
              <Text>{t('admin.overview.webhookBacklog', { count: system.data.webhookBacklog.pending })}</Text>
            </>
          )}
          {system.error && <Alert color="red">{t('admin.loadFailed')}</Alert>}
        </Stack>
      </Card>
    </SimpleGrid>
  )
}
