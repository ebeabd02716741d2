// Plans out and in as CSV or XLSX (like the product data): export downloads every plan; import sends a file to the
// server, which makes the plans only if every row is valid. Needs the server, so it waits for a connection.
import { Button, FileButton, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { downloadFile } from '../../lib/api-download'
import { useOnline } from '../../lib/use-online'
import { getAuthToken } from '../../lib/session-store'

async function importPlans(file: File): Promise<{ ok: boolean; created?: number; message?: string }> {
  const body = new FormData()
  body.append('file', file)
  const token = getAuthToken()
  const res = await fetch('/api/pm/plans/import', {
    method: 'POST',
    body,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  const answer = (await res.json().catch(() => ({}))) as { created?: number; message?: string }
  return { ok: res.ok, ...answer }
}

export function PlanFileButtons() {
  const { t } = useTranslation()
  const online = useOnline()
  const [result, setResult] = useState<string | null>(null)
  const upload = async (file: File | null) => {
    if (!file) return
    const r = await importPlans(file).catch(() => ({ ok: false, message: undefined, created: 0 }))
    setResult(
      r.ok
        ? t('pm.plans.imported', { count: r.created ?? 0 })
        : t('pm.plans.importFailed', { reason: r.message ?? '' }),
    )
  }
  return (
    <Group gap="xs" mb="md">
      <Button
        variant="default"
        size="xs"
        disabled={!online}
        onClick={() => void downloadFile('/api/pm/plans/export/csv', 'pm-plans.csv')}
      >
        {t('pm.plans.exportCsv')}
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={!online}
        onClick={() => void downloadFile('/api/pm/plans/export/xlsx', 'pm-plans.xlsx')}
      >
        {t('pm.plans.exportXlsx')}
      </Button>
      <FileButton onChange={(f) => void upload(f)} accept=".csv,.xlsx,text/csv">
        {(props) => (
          <Button variant="default" size="xs" disabled={!online} {...props}>
            {t('pm.plans.import')}
          </Button>
        )}
      </FileButton>
      {result && (
        <Text size="sm" role="status">
          {result}
        </Text>
      )}
    </Group>
  )
}
