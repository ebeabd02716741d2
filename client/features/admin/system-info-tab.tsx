// System Info: version, uptime, database, live clients, each sync client's last push, the webhook backlog.
import { Alert, Button, Card, Code, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../i18n/format'
import { useApiAnswer } from '../../lib/use-api-query'
import { formatBytes, formatDuration } from './duration'

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Card>
  )
}

export function SystemInfoTab() {
  const { t } = useTranslation()
  const info = useApiAnswer('GET /api/admin/system-info')
  if (info.error) return <Alert color="red">{t('admin.loadFailed')}</Alert>
  if (!info.data) return <Loader aria-label={t('app.loading')} />
  const d = info.data
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="default" onClick={info.reload} loading={info.loading}>
          {t('admin.system.refresh')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3 }}>
        <Fact label={t('admin.system.version')} value={d.version} />
        <Fact label={t('admin.system.uptime')} value={formatDuration(d.uptimeSeconds)} />
        <Fact label={t('admin.system.startedAt')} value={formatDateTime(d.startedAt)} />
        <Fact label={t('admin.system.node')} value={d.nodeVersion} />
        <Fact label={t('admin.system.database')} value={formatBytes(d.databaseBytes)} />
        <Fact label={t('admin.system.liveClients')} value={d.liveClients} />
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('admin.system.backlog')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Fact label={t('admin.system.pending')} value={d.webhookBacklog.pending} />
        <Fact label={t('admin.system.failed')} value={d.webhookBacklog.failed} />
        <Fact label={t('admin.system.sent')} value={d.webhookBacklog.sent} />
        <Fact
          label={t('admin.system.oldest')}
          value={d.webhookBacklog.oldestPending ? formatDateTime(d.webhookBacklog.oldestPending) : '—'}
        />
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('admin.system.syncClients')}
      </Title>
      {d.syncClients.length === 0 ? (
        <Text>{t('admin.system.noClients')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.system.clientId')}</Table.Th>
                <Table.Th>{t('admin.system.user')}</Table.Th>
                <Table.Th>{t('admin.system.lastPush')}</Table.Th>
                <Table.Th>{t('admin.system.lastMutation')}</Table.Th>
                <Table.Th>{t('admin.system.devicePending')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.syncClients.map((c) => (
                <Table.Tr key={c.clientId}>
                  <Table.Td>
                    <Code>{c.clientId.slice(0, 8)}</Code>
                  </Table.Td>
                  <Table.Td>{c.username ?? '—'}</Table.Td>
                  <Table.Td>{formatDateTime(c.lastPushAt)}</Table.Td>
                  <Table.Td>{c.lastMutationId}</Table.Td>
                  <Table.Td>
                    {c.pending === null || c.pendingReportedAt === null
                      ? t('admin.system.devicePendingUnknown')
                      : t('admin.system.devicePendingAt', {
                          count: c.pending,
                          time: formatDateTime(c.pendingReportedAt),
                        })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={2} size="h4">
        {t('admin.system.rows')}
      </Title>
      <Table maw={420}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.system.table')}</Table.Th>
            <Table.Th>{t('admin.system.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {Object.entries(d.rowCounts).map(([table, n]) => (
            <Table.Tr key={table}>
              <Table.Td>
                <Code>{table}</Code>
              </Table.Td>
              <Table.Td>{n}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
