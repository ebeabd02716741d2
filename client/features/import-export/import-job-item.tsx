// One Recent Imports row: file, succeeded / processed, status badge, created date; live progress while it
// runs; the job's message and every bad row (row number, field, reason) when there are any.
import { Badge, Group, List, Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ImportJob, ImportStatus } from '../../../shared/planning/import-job'
import { formatDateTime } from '../../i18n/format'

const COLOR: Record<ImportStatus, string> = {
  pending: 'gray.7',
  processing: 'blue.9',
  completed: 'teal.9',
  failed: 'red.9',
}

export function ImportJobItem({ job }: { job: ImportJob }) {
  const { t } = useTranslation()
  const running = job.status === 'pending' || job.status === 'processing'
  const percent = job.recordsTotal ? Math.round((job.recordsProcessed / job.recordsTotal) * 100) : 0
  return (
    <Stack gap={4} component="li" aria-label={job.fileName}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>{job.fileName}</Text>
        <Badge color={COLOR[job.status]}>{t(`importExport.status.${job.status}`)}</Badge>
      </Group>
      <Group gap="md" wrap="wrap">
        <Text size="sm">
          {t('importExport.recent.counts', { success: job.recordsSuccess, processed: job.recordsProcessed })}
        </Text>
        {job.recordsFailed > 0 && (
          <Text size="sm" c="red.9">
            {t('importExport.recent.failed', { count: job.recordsFailed })}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {formatDateTime(job.createdAt)}
        </Text>
      </Group>
      {running && <Progress value={percent} aria-label={t('importExport.recent.progress', { file: job.fileName })} />}
      {job.message && (
        <Text size="sm" c="red.9">
          {job.message}
        </Text>
      )}
      {job.errors.length > 0 && (
        <List size="sm" aria-label={t('importExport.recent.errors', { file: job.fileName })}>
          {job.errors.map((e) => (
            <List.Item key={`${e.row}-${e.field}`}>
              {t('importExport.recent.rowError', { row: e.row, field: e.field, message: e.message })}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  )
}
