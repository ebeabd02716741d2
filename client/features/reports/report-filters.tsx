// Filters (spec §2): start and end date, All Lines or one line, and the 7d / 30d / 90d quick ranges.
import { Button, Group, NativeSelect, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { compareByNumberInName } from '../../../shared/lines'
import { REPORT_QUICK_RANGES } from '../../../shared/reports'
import type { ProductionLine } from '../../../shared/types'
import { lastDays, type DateRange } from './report-range'

interface ReportFiltersProps {
  range: DateRange
  lineId: number | null
  onRange: (range: DateRange) => void
  onLine: (lineId: number | null) => void
}

export function ReportFilters({ range, lineId, onRange, onLine }: ReportFiltersProps) {
  const { t } = useTranslation()
  const [lines, setLines] = useState<ProductionLine[]>([])
  useEffect(() => {
    // The cached lines; the local database loads on demand to keep this route's first JavaScript small.
    let live = true
    void import('../../data/db')
      .then(({ db }) => db.lines.toArray())
      .then((all) => live && setLines(all.sort(compareByNumberInName)))
    return () => {
      live = false
    }
  }, [])
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="date"
        label={t('reports.filters.startDate')}
        value={range.startDate}
        onChange={(e) => onRange({ ...range, startDate: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('reports.filters.endDate')}
        value={range.endDate}
        onChange={(e) => onRange({ ...range, endDate: e.currentTarget.value })}
      />
      <NativeSelect
        label={t('reports.filters.line')}
        value={lineId === null ? '' : String(lineId)}
        onChange={(e) => onLine(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
        data={[
          { value: '', label: t('reports.filters.allLines') },
          ...(lines ?? []).map((l) => ({ value: String(l.id), label: l.name })),
        ]}
      />
      <Button.Group aria-label={t('reports.filters.quick')}>
        {REPORT_QUICK_RANGES.map((days) => (
          <Button key={days} variant="default" onClick={() => onRange(lastDays(days))}>
            {t('reports.filters.days', { n: days })}
          </Button>
        ))}
      </Button.Group>
    </Group>
  )
}
