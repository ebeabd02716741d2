// Export Data (spec §2, §8): three cards (CSV, Excel, JSON) downloading products-export.{format}, and the
// Current Products preview.
import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EXPORT_FORMATS, type ExportFormat } from '../../../shared/planning/import-job'
import { toast } from '../../lib/toast'
import { CurrentProducts } from './current-products'
import { downloadExport } from './download-export'

export function ExportTab() {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<ExportFormat | null>(null)

  const run = async (format: ExportFormat) => {
    setBusy(format)
    try {
      await downloadExport(format)
      toast.success(
        t('importExport.toast.successTitle'),
        t('importExport.toast.exported', { format: format.toUpperCase() }),
      )
    } catch {
      toast.error(t('importExport.toast.errorTitle'), t('importExport.toast.exportFailed'))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {EXPORT_FORMATS.map((format) => (
          <Card withBorder key={format} component="section" aria-labelledby={`export-${format}`}>
            <Title order={2} size="h4" id={`export-${format}`}>
              {t(`importExport.export.${format}.title`)}
            </Title>
            <Text size="sm" c="gray.7" my="sm">
              {t(`importExport.export.${format}.text`)}
            </Text>
            <Button onClick={() => void run(format)} loading={busy === format} disabled={busy !== null}>
              {t(`importExport.export.${format}.button`)}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
      <CurrentProducts />
    </Stack>
  )
}
