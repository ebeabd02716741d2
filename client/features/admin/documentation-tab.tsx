// Documentation: one export per document type and an export-all, downloaded under the server's file name.
import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DOCUMENTATION_TYPES } from '../../../shared/admin'
import { AuthRequiredError } from '../../lib/api-client'
import { DownloadError, downloadFile } from '../../lib/api-download'
import { toast } from '../../lib/toast'

export function DocumentationTab() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<string | null>(null)

  async function run(key: string, path: string, fallback: string, statusText: (status: number) => string) {
    setBusy(key)
    try {
      const name = await downloadFile(path, fallback)
      toast.success(t('admin.docs.exportedTitle'), name)
    } catch (error) {
      if (error instanceof AuthRequiredError) return
      if (error instanceof DownloadError) toast.error(statusText(error.status))
      else toast.error(t('admin.docs.failed', { message: error instanceof Error ? error.message : String(error) }))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Stack gap="md">
      <Text>{t('admin.docs.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {DOCUMENTATION_TYPES.map((type) => (
          <Card key={type} withBorder>
            <Group justify="space-between">
              <Text fw={600}>{t(`admin.docs.types.${type}`)}</Text>
              <Button
                variant="default"
                loading={busy === type}
                aria-label={t('admin.docs.exportLabel', { name: t(`admin.docs.types.${type}`) })}
                onClick={() =>
                  void run(type, `/api/admin/export-documentation/${type}`, 'documentation.md', (status) =>
                    t('admin.docs.exportFailed', { status }),
                  )
                }
              >
                {t('admin.docs.export')}
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Group>
        <Button
          loading={busy === 'all'}
          onClick={() =>
            void run('all', '/api/admin/export-all-documentation', 'Complete-Documentation.md', (status) =>
              t('admin.docs.bulkFailed', { status }),
            )
          }
        >
          {t('admin.docs.exportAll')}
        </Button>
      </Group>
    </Stack>
  )
}
