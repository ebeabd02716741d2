// The /reports Hygiene tab (issue 29 §8): clearances per line, hygiene delay (median and p90 minutes from the
// end of work to the clearance), failed items with their corrective actions, allergen changeovers, and whether
// the record chain verifies; CSV and XLSX (write-excel-file loads on the click).
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { HygieneReport } from '../../../shared/hygiene/report'
import { formatDateTime } from '../../i18n/format'
import { formatNumber } from '../../lib/format-number'
import { saveFile } from '../../lib/save-file'
import { useApiQuery } from '../../lib/use-api-query'
import { hygieneReportRows, toCsv } from './hygiene-report-rows'
import { DIALOG_AREAS, loadTextAreas } from '../../i18n/text-areas'

/** Its texts (allergen names, hygiene-admin) load with its code, so the screen offering the tab does not carry them. */
export const textsReady = loadTextAreas(DIALOG_AREAS['client/entities/hygiene/hygiene-report-tab.tsx']).catch(
  () => undefined,
)

export function HygieneReportTab({ query, fileStem }: { query: string; fileStem: string }) {
  const { t } = useTranslation()
  const { data, error, loading } = useApiQuery<HygieneReport>(`/api/hygiene/report?${query}`)
  if (!data)
    return <Text>{error ? t('hygieneAdmin.report.failed') : loading ? t('hygieneAdmin.report.loading') : ''}</Text>
  const minutes = (v: number | null) => (v === null ? '–' : formatNumber(v))
  const exportAs = async (kind: 'csv' | 'xlsx') => {
    const rows = hygieneReportRows(data, t)
    if (kind === 'csv') return saveFile(toCsv(rows), `${fileStem}.csv`)
    const { default: writeXlsxFile } = await import('write-excel-file/browser')
    const blob = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value })))).toBlob()
    saveFile(blob, `${fileStem}.xlsx`, blob.type)
  }
  const v = data.verification
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Alert color={v.ok ? 'green' : 'red'} title={t('hygieneAdmin.verify')} data-testid="report-chain-verification">
          {v.ok
            ? t('hygieneAdmin.verifyOk', { count: v.checked })
            : t('hygieneAdmin.verifyBad', { id: v.firstBad ?? '' })}
        </Alert>
        <Group>
          <Button variant="default" onClick={() => void exportAs('csv')}>
            {t('hygieneAdmin.report.exportCsv')}
          </Button>
          <Button variant="default" onClick={() => void exportAs('xlsx')}>
            {t('hygieneAdmin.report.exportXlsx')}
          </Button>
        </Group>
      </Group>
      <Title order={3} size="h4">
        {t('hygieneAdmin.report.byLine')}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table withTableBorder aria-label={t('hygieneAdmin.report.byLine')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('hygieneAdmin.line')}</Table.Th>
              <Table.Th>{t('hygieneAdmin.report.clearances')}</Table.Th>
              <Table.Th>{t('hygieneAdmin.passed')}</Table.Th>
              <Table.Th>{t('hygieneAdmin.failed')}</Table.Th>
              <Table.Th>{t('hygieneAdmin.report.released')}</Table.Th>
              <Table.Th>{t('hygieneAdmin.report.medianDelay')}</Table.Th>
              <Table.Th>{t('hygieneAdmin.report.p90Delay')}</Table.Th>
              <Table.Th>{t('hygieneAdmin.report.changeovers')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {[...data.lines, { lineId: 0, lineName: t('hygieneAdmin.report.total'), ...data.totals }].map((l) => (
              <Table.Tr key={l.lineId} fw={l.lineId === 0 ? 700 : undefined}>
                <Table.Td>{l.lineName}</Table.Td>
                <Table.Td>{formatNumber(l.clearances)}</Table.Td>
                <Table.Td>{formatNumber(l.passed)}</Table.Td>
                <Table.Td>{formatNumber(l.failed)}</Table.Td>
                <Table.Td>{formatNumber(l.released)}</Table.Td>
                <Table.Td>{minutes(l.medianDelayMinutes)}</Table.Td>
                <Table.Td>{minutes(l.p90DelayMinutes)}</Table.Td>
                <Table.Td>{formatNumber(l.changeovers)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={3} size="h4">
        {t('hygieneAdmin.report.failures')}
      </Title>
      {data.failures.length === 0 ? (
        <Text>{t('hygieneAdmin.report.noFailures')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table withTableBorder aria-label={t('hygieneAdmin.report.failures')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hygieneAdmin.line')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.signedAt')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.signedBy')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.failedItems')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.correctiveAction')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.failures.map((f) => (
                <Table.Tr key={f.clearanceId}>
                  <Table.Td>{f.lineName}</Table.Td>
                  <Table.Td>{formatDateTime(new Date(f.signedAt))}</Table.Td>
                  <Table.Td>{f.signedBy}</Table.Td>
                  <Table.Td>{f.items.join(', ')}</Table.Td>
                  <Table.Td>{f.correctiveAction}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={3} size="h4">
        {t('hygieneAdmin.report.changeovers')}
      </Title>
      {data.changeovers.length === 0 ? (
        <Text>{t('hygieneAdmin.report.noChangeovers')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table withTableBorder aria-label={t('hygieneAdmin.report.changeovers')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('hygieneAdmin.line')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.report.heldAt')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.report.allergens')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.swab')}</Table.Th>
                <Table.Th>{t('hygieneAdmin.report.releasedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.changeovers.map((c) => (
                <Table.Tr key={c.holdId}>
                  <Table.Td>{c.lineName}</Table.Td>
                  <Table.Td>{formatDateTime(new Date(c.startedAt))}</Table.Td>
                  <Table.Td>{c.allergens.map((a) => t(`allergens.names.${a}`)).join(', ')}</Table.Td>
                  <Table.Td>
                    {c.swab ? `${t(`hygieneAdmin.result.${c.swab.result}`)} · ${c.swab.kitReference}` : '–'}
                  </Table.Td>
                  <Table.Td>{c.releasedAt ? formatDateTime(new Date(c.releasedAt)) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
