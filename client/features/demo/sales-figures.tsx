// The sales demo's marketing figures (spec §9), written as the user's language writes numbers.
import { formatNumber, formatPercent } from '../../lib/format-number'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OeeReport } from '../../../shared/oee/oee-types'
import { apiRequest } from '../../lib/api-client'
import { SALES_FIGURES as F } from './sales-steps'

const WEEK_MS = 7 * 86_400_000

/** The plant's OEE over the last 7 days, from the server's report of the plant's own data (issue 30 §5). */
function usePlantOee(): number | null {
  const [oee, setOee] = useState<number | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    const end = new Date()
    const start = new Date(end.getTime() - WEEK_MS)
    apiRequest<OeeReport>(
      'GET',
      `/api/reports/oee?start=${start.toISOString()}&end=${end.toISOString()}&groupBy=line`,
      undefined,
      { signal: controller.signal },
    )
      .then((r) => setOee(r.overall.oee))
      // No figure rather than a made-up one: offline, refused, or an answer without it.
      .catch(() => setOee(null))
    return () => controller.abort()
  }, [])
  return oee
}

export function SalesFigures() {
  const { t } = useTranslation()
  const plantOee = usePlantOee()
  const figures = [
    [formatNumber(F.annualSavings, { notation: 'compact' }), t('demo.sales.figures.annualSavings')],
    [formatPercent(F.fasterResponse), t('demo.sales.figures.fasterResponse')],
    [formatPercent(F.uptime), t('demo.sales.figures.uptime')],
    [formatPercent(F.roi), t('demo.sales.figures.roi')],
    [
      t('demo.sales.figures.paybackValue', { count: F.paybackMonths, value: formatNumber(F.paybackMonths) }),
      t('demo.sales.figures.payback'),
    ],
    [`${formatNumber(F.lines)}+`, t('demo.sales.figures.lines', { units: F.units })],
  ]
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {figures.map(([value, label]) => (
        <Paper key={label} withBorder p="sm">
          <Text size="xl" fw={700} data-testid="sales-figure">
            {value}
          </Text>
          <Text size="sm">{label}</Text>
        </Paper>
      ))}
      {plantOee !== null && (
        <Paper withBorder p="sm">
          <Text size="xl" fw={700} data-testid="sales-plant-oee">
            {formatPercent(plantOee * 100, 0)}
          </Text>
          <Text size="sm">{t('demo.sales.figures.plantOee')}</Text>
        </Paper>
      )}
    </SimpleGrid>
  )
}
