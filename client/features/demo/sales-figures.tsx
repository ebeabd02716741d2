// The sales demo's marketing figures (spec §9), written as the user's language writes numbers.
import { formatNumber, formatPercent } from '../../lib/format-number'
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SALES_FIGURES as F } from './sales-steps'

export function SalesFigures() {
  const { t } = useTranslation()
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
    </SimpleGrid>
  )
}
