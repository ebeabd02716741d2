// /handover — shift handovers per line and day (issue 34 §3), from the device's store (offline too): write the
// shift's handover for a line, read and acknowledge one, export the day in CSV (from the server).
import { Alert, Button, Container, Group, Loader, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { mayWriteHandover } from '../../../shared/handover/rules'
import { compareByNumberInName, lineDisplayName } from '../../../shared/lines'
import { shiftAt } from '../../../shared/planning/schedule'
import { db } from '../../data/db'
import { HandoverView } from '../../entities/handover/handover-view'
import { useHandoversOfDay } from '../../entities/handover/use-handovers'
import { useSession } from '../../entities/session/session-context'
import { downloadFile } from '../../lib/api-download'
import { useOnline } from '../../lib/use-online'
import { useOpenedOnce } from '../../lib/use-opened-once'
import { toast } from '../../lib/toast'

const HandoverFormDialog = lazy(() => import('../../entities/handover/handover-form-dialog'))

export function HandoverPage() {
  const { t } = useTranslation()
  const online = useOnline()
  const role = useSession().user?.role.name ?? ''
  const [params, setParams] = useSearchParams()
  const date = params.get('date') ?? shiftAt(new Date()).date
  const lineParam = params.get('line')
  const lineId = lineParam ? Number(lineParam) : null
  const lines = useLiveQuery(() => db.lines.toArray().then((all) => all.sort(compareByNumberInName)), [])
  const handovers = useHandoversOfDay(date, lineId)
  const line = lines?.find((l) => l.id === lineId)
  const [writing, setWriting] = useState(false)
  const writeMounted = useOpenedOnce(writing)
  const [exporting, setExporting] = useState(false)

  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    setParams(next, { replace: true })
  }

  const exportCsv = async () => {
    setExporting(true)
    try {
      const q = new URLSearchParams({ date })
      if (lineId !== null) q.set('lineId', String(lineId))
      await downloadFile(`/api/handovers/export.csv?${q}`, `handovers-${date}.csv`)
    } catch {
      toast.error(t('handover.page.exportFailed'))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('handover.page.title')}
        </Title>
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('handover.page.line')}
            value={lineId === null ? '' : String(lineId)}
            onChange={(e) => set('line', e.currentTarget.value || null)}
            data={[
              { value: '', label: t('handover.page.allLines') },
              ...(lines ?? []).map((l) => ({ value: String(l.id), label: lineDisplayName(l) })),
            ]}
            w={260}
          />
          <TextInput
            type="date"
            label={t('handover.page.date')}
            value={date}
            onChange={(e) => set('date', e.currentTarget.value || null)}
            w={180}
          />
          <Button variant="default" disabled={!online || exporting} onClick={() => void exportCsv()}>
            {t('handover.page.export')}
          </Button>
          {line && mayWriteHandover(role) && (
            <Button color="blue.9" onClick={() => setWriting(true)}>
              {t('handover.banner.write')}
            </Button>
          )}
        </Group>
        {!online && (
          <Text size="sm" c="gray.7">
            {t('handover.page.exportOffline')}
          </Text>
        )}
        {!line && mayWriteHandover(role) && (
          <Text size="sm" c="gray.7">
            {t('handover.page.pickLine')}
          </Text>
        )}
        {!mayWriteHandover(role) && <Alert color="gray">{t('handover.page.readOnly')}</Alert>}
        {handovers === undefined && <Loader aria-label={t('handover.form.loading')} />}
        {handovers?.length === 0 && <Text data-testid="handover-none">{t('handover.page.none')}</Text>}
        {handovers?.map((h) => (
          <HandoverView key={h.id} handover={h} />
        ))}
      </Stack>
      <Suspense fallback={null}>
        {writeMounted && line && <HandoverFormDialog line={line} opened={writing} onClose={() => setWriting(false)} />}
      </Suspense>
    </Container>
  )
}
