// Reports › PM compliance (issue 28 §6): completed by due date / due, overall and per unit, line, plan and month;
// the overdue list; open temporary repairs with their age; MTBF before and after each machine's plan; CSV and XLSX.
import { Button, Group, Loader, SimpleGrid, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { StatTile } from '../../components/stat-tile'
import { downloadFile } from '../../lib/api-download'
import { formatNumber } from '../../lib/format-number'
import { useApiQuery } from '../../lib/use-api-query'
import type { DateRange } from './report-range'

interface Figure {
  key: string
  due: number
  onTime: number
  percent: number | null
}
interface ComplianceReport {
  overall: Figure
  byUnit: Figure[]
  byLine: Figure[]
  byPlan: Figure[]
  byMonth: Figure[]
  overdue: { id: string; planTitle: string; lineId: number | null; dueAt: string; daysLate: number }[]
  openRepairs: { id: string; title: string; lineId: number | null; dueAt: string; ageDays: number }[]
  mtbf: { planId: string; title: string; beforeDays: number | null; afterDays: number | null }[]
}

function FigureTable({ title, rows, keyLabel }: { title: string; rows: Figure[]; keyLabel: string }) {
  const { t } = useTranslation()
  if (rows.length === 0) return null
  return (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{keyLabel}</Table.Th>
              <Table.Th>{t('pmReport.due')}</Table.Th>
              <Table.Th>{t('pmReport.onTime')}</Table.Th>
              <Table.Th>{t('pmReport.compliance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Td>{r.key}</Table.Td>
                <Table.Td>{r.due}</Table.Td>
                <Table.Td>{r.onTime}</Table.Td>
                <Table.Td>{r.percent === null ? '—' : `${formatNumber(r.percent)} %`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  )
}

export function PmComplianceTab({ range, exportDisabled }: { range: DateRange; exportDisabled: boolean }) {
  const { t } = useTranslation()
  const query = `start=${range.startDate}&end=${range.endDate}`
  const report = useApiQuery<ComplianceReport>(`/api/reports/pm-compliance?${query}`)
  const download = (format: 'csv' | 'xlsx') =>
    void downloadFile(`/api/reports/pm-compliance/export/${format}?${query}`, `pm-compliance.${format}`)
  if (!report.data) return report.error ? <Text c="red.8">{t('pmReport.failed')}</Text> : <Loader />
  const r = report.data
  return (
    <>
      <Group justify="space-between" mb="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
          <StatTile
            label={t('pmReport.overall')}
            value={r.overall.percent === null ? '—' : `${formatNumber(r.overall.percent)} %`}
          />
          <StatTile label={t('pmReport.dueCount')} value={String(r.overall.due)} />
          <StatTile label={t('pmReport.overdueCount')} value={String(r.overdue.length)} />
        </SimpleGrid>
      </Group>
      <Group mb="md">
        <Button variant="default" disabled={exportDisabled} onClick={() => download('csv')}>
          {t('pmReport.exportCsv')}
        </Button>
        <Button variant="default" disabled={exportDisabled} onClick={() => download('xlsx')}>
          {t('pmReport.exportXlsx')}
        </Button>
      </Group>
      <FigureTable title={t('pmReport.byLine')} rows={r.byLine} keyLabel={t('pmReport.line')} />
      <FigureTable title={t('pmReport.byUnit')} rows={r.byUnit} keyLabel={t('pmReport.unit')} />
      <FigureTable title={t('pmReport.byPlan')} rows={r.byPlan} keyLabel={t('pmReport.plan')} />
      <FigureTable title={t('pmReport.byMonth')} rows={r.byMonth} keyLabel={t('pmReport.month')} />
      <Title order={3} size="h4">
        {t('pmReport.overdueList')}
      </Title>
      {r.overdue.length === 0 ? (
        <Text c="gray.7">{t('pmReport.noneOverdue')}</Text>
      ) : (
        r.overdue.map((o) => (
          <Text key={o.id} size="sm">
            {t('pmReport.overdueRow', { plan: o.planTitle, line: o.lineId ?? '—', date: o.dueAt, count: o.daysLate })}
          </Text>
        ))
      )}
      <Title order={3} size="h4" mt="md">
        {t('pmReport.openRepairs')}
      </Title>
      {r.openRepairs.length === 0 ? (
        <Text c="gray.7">{t('pmReport.noneRepairs')}</Text>
      ) : (
        r.openRepairs.map((o) => (
          <Text key={o.id} size="sm">
            {t('pmReport.repairRow', { title: o.title, date: o.dueAt, count: o.ageDays })}
          </Text>
        ))
      )}
      {r.mtbf.length > 0 && (
        <>
          <Title order={3} size="h4" mt="md">
            {t('pmReport.mtbf')}
          </Title>
          {r.mtbf.map((m) => (
            <Text key={m.planId} size="sm">
              {t('pmReport.mtbfRow', {
                plan: m.title,
                before: m.beforeDays === null ? '—' : formatNumber(m.beforeDays),
                after: m.afterDays === null ? '—' : formatNumber(m.afterDays),
              })}
            </Text>
          ))}
        </>
      )}
    </>
  )
}
