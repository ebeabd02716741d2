// The /reports OEE tab (issue 30 §4): OEE and its factors over the range, per line / unit / shift / product,
// OEE per day, the six big losses, a Pareto of stop reasons by minutes with the unexplained minutes, CSV and XLSX.
import { Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OeeReport } from '../../../shared/oee/oee-types'
import { formatNumber, formatPercent } from '../../lib/format-number'
import { saveFile } from '../../lib/save-file'
import { useApiQuery } from '../../lib/use-api-query'
import { OeeFigures, oeePercent } from './oee-figures'
import { OeeTrend } from './oee-trend'
import { paretoOfReasons, reasonById, reportTable, toCsv } from './oee-report-rows'
import { reasonName, useStopReasons } from './use-stop-reasons'

const GROUPS = ['line', 'unit', 'shift', 'product'] as const

export function OeeReportTab({ query, fileStem }: { query: string; fileStem: string }) {
  const { t, i18n } = useTranslation()
  const [groupBy, setGroupBy] = useState<(typeof GROUPS)[number]>('line')
  const { data, error, loading } = useApiQuery<OeeReport>(`/api/reports/oee?${query}&groupBy=${groupBy}`)
  const reasons = reasonById(useStopReasons(true) ?? [])
  const label = (id: number | null) => {
    if (id === null) return t('oee.report.unexplained')
    const r = reasons.get(id)
    return r ? reasonName(r, i18n.language) : `#${id}`
  }
  if (!data) return <Text>{error ? t('oee.report.failed') : loading ? t('oee.report.loading') : ''}</Text>
  const groupLabel = (key: string, fallback: string) => (groupBy === 'shift' ? t(`oee.shift.${key}`) : fallback)
  const pareto = paretoOfReasons(data)
  const exportAs = async (kind: 'csv' | 'xlsx') => {
    const rows = reportTable(data, label, t)
    if (kind === 'csv') return saveFile(toCsv(rows), `${fileStem}.csv`)
    const { default: writeXlsxFile } = await import('write-excel-file/browser')
    const blob = await writeXlsxFile(rows.map((r) => r.map((value) => ({ value })))).toBlob()
    saveFile(blob, `${fileStem}.xlsx`, blob.type)
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <OeeFigures figures={data.overall} />
        <Group>
          <Button variant="default" onClick={() => void exportAs('csv')}>
            {t('oee.report.exportCsv')}
          </Button>
          <Button variant="default" onClick={() => void exportAs('xlsx')}>
            {t('oee.report.exportXlsx')}
          </Button>
        </Group>
      </Group>
      <Text>{t('oee.report.unexplainedTotal', { minutes: formatNumber(data.overall.unexplainedMinutes) })}</Text>
      <Title order={3} size="h4">
        {t('oee.report.overTime')}
      </Title>
      <OeeTrend days={data.days} />
      <Group justify="space-between">
        <Title order={3} size="h4">
          {t('oee.report.byGroup')}
        </Title>
        <SegmentedControl
          value={groupBy}
          onChange={(v) => setGroupBy(v as (typeof GROUPS)[number])}
          data={GROUPS.map((g) => ({ value: g, label: t(`oee.report.groupBy.${g}`) }))}
        />
      </Group>
      <div style={{ overflowX: 'auto' }}>
        <Table withTableBorder aria-label={t('oee.report.byGroup')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(`oee.report.groupBy.${groupBy}`)}</Table.Th>
              <Table.Th>{t('oee.figures.oee')}</Table.Th>
              <Table.Th>{t('oee.figures.availability')}</Table.Th>
              <Table.Th>{t('oee.figures.performance')}</Table.Th>
              <Table.Th>{t('oee.figures.quality')}</Table.Th>
              <Table.Th>{t('oee.report.unexplained')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.groups.map((g) => (
              <Table.Tr key={g.key}>
                <Table.Td>{groupLabel(g.key, g.label)}</Table.Td>
                <Table.Td>{oeePercent(g.oee)}</Table.Td>
                <Table.Td>{oeePercent(g.availability)}</Table.Td>
                <Table.Td>{oeePercent(g.performance)}</Table.Td>
                <Table.Td>{oeePercent(g.quality)}</Table.Td>
                <Table.Td>{formatNumber(g.unexplainedMinutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <Title order={3} size="h4">
        {t('oee.report.losses')}
      </Title>
      <Table withTableBorder aria-label={t('oee.report.losses')}>
        <Table.Tbody>
          {Object.entries(data.losses).map(([key, minutes]) => (
            <Table.Tr key={key}>
              <Table.Td>{t(`oee.losses.${key}`)}</Table.Td>
              <Table.Td>{t('oee.report.minutesValue', { minutes: formatNumber(minutes) })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h4">
        {t('oee.report.pareto')}
      </Title>
      {pareto.length === 0 ? (
        <Text>{t('oee.report.noStops')}</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table withTableBorder aria-label={t('oee.report.pareto')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('oee.report.reason')}</Table.Th>
                <Table.Th>{t('oee.report.minutes')}</Table.Th>
                <Table.Th>{t('oee.report.share')}</Table.Th>
                <Table.Th>{t('oee.report.cumulative')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pareto.map((r) => (
                <Table.Tr key={String(r.reasonId)}>
                  <Table.Td>{label(r.reasonId)}</Table.Td>
                  <Table.Td>{formatNumber(r.minutes)}</Table.Td>
                  <Table.Td>{formatPercent(r.share * 100)}</Table.Td>
                  <Table.Td>{formatPercent(r.cumulative * 100)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  )
}
