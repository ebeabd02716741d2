// Import Data (spec §2, §5): source, file (.csv .xlsx .xls .json) with name and size in KB, Upload (disabled
// until a file is chosen or while uploading), the Expected Format hint and Recent Imports.
import { Button, Card, FileInput, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FILE_IMPORT_SOURCES, IMPORT_ACCEPT } from '../../../shared/planning/import-job'
import { EXPECTED_PRODUCT_COLUMNS, PRODUCT_COLUMNS } from '../../../shared/planning/product-columns'
import { ApiError, callApi } from '../../lib/api-client'
import { toast } from '../../lib/toast'
import { RecentImports } from './recent-imports'
import type { ImportJobs } from './use-import-jobs'
import { formatNumber } from '../../lib/format-number'

export function ImportTab({ imports }: { imports: ImportJobs }) {
  const { t } = useTranslation()
  const { jobs, failed, add } = imports
  const [source, setSource] = useState<string>('csv')
  const [file, setFile] = useState<File | null>(null)
  const [uploading, setUploading] = useState(false)

  const upload = async () => {
    if (!file) return
    setUploading(true)
    const form = new FormData()
    form.append('file', file)
    form.append('source', source)
    try {
      add(await callApi('POST /api/data-imports/upload', { body: form }))
      toast.success(t('importExport.toast.uploaded'))
      setFile(null)
    } catch (error) {
      toast.error(t('importExport.toast.uploadFailed'), error instanceof ApiError ? error.body?.message : undefined)
    } finally {
      setUploading(false)
    }
  }

  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="import-title">
        <Title order={2} size="h3" id="import-title" mb="sm">
          {t('importExport.import.title')}
        </Title>
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="import-source-label">
              {t('importExport.import.source')}
            </Text>
            <SegmentedControl
              aria-labelledby="import-source-label"
              value={source}
              onChange={setSource}
              data={FILE_IMPORT_SOURCES.map((s) => ({ value: s, label: t(`importExport.source.${s}`) }))}
            />
          </Stack>
          <FileInput
            label={t('importExport.import.file')}
            description={
              <Text span size="xs" c="gray.7">
                {t('importExport.import.pick')}
              </Text>
            }
            accept={IMPORT_ACCEPT}
            value={file}
            onChange={setFile}
            clearable
          />
          {file && (
            <Text size="sm">
              {t('importExport.import.chosen', {
                name: file.name,
                size: formatNumber(file.size / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })}
            </Text>
          )}
          <Group>
            <Button onClick={() => void upload()} disabled={!file || uploading} loading={uploading}>
              {t('importExport.import.upload')}
            </Button>
          </Group>
          <Text size="sm" c="gray.7">
            {t('importExport.import.expected', {
              columns: EXPECTED_PRODUCT_COLUMNS.map((c) => PRODUCT_COLUMNS[c]).join(', '),
            })}
          </Text>
          <Text size="sm" c="gray.7">
            {t('importExport.import.notes')}
          </Text>
        </Stack>
      </Card>
      <RecentImports jobs={jobs} failed={failed} />
    </Stack>
  )
}
