// Recent Imports (spec §2): newest first; "No imports yet" when empty.
import { Card, Loader, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ImportJob } from '../../../shared/planning/import-job'
import { ImportJobItem } from './import-job-item'

export function RecentImports({ jobs, failed }: { jobs: ImportJob[] | null; failed: boolean }) {
  const { t } = useTranslation()
  return (
    <Card withBorder component="section" aria-labelledby="recent-imports-title">
      <Title order={2} size="h3" id="recent-imports-title" mb="sm">
        {t('importExport.recent.title')}
      </Title>
      {failed && !jobs && <Text c="red.9">{t('importExport.recent.loadFailed')}</Text>}
      {!jobs && !failed && <Loader aria-label={t('importExport.recent.loading')} />}
      {jobs && jobs.length === 0 && <Text c="gray.7">{t('importExport.recent.empty')}</Text>}
      {jobs && jobs.length > 0 && (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {jobs.map((j) => (
            <ImportJobItem key={j.id} job={j} />
          ))}
        </Stack>
      )}
    </Card>
  )
}
