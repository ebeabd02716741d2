// The sales demo's marketing figures (spec §9).
import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SALES_FIGURES as F } from './sales-steps'

export function SalesFigures() {
  const { t } = useTranslation()
  const figures = [
    [F.annualSavings, t('demo.sales.figures.annualSavings')],
    [`${F.fasterResponse}%`, t('demo.sales.figures.fasterResponse')],
    [`${F.uptime}%`, t('demo.sales.figures.uptime')],
    [`${F.roi}%`, t('demo.sales.figures.roi')],
    [t('demo.sales.figures.paybackValue', { months: F.paybackMonths }), t('demo.sales.figures.payback')],
    [F.lines, t('demo.sales.figures.lines', { units: F.units })],
  ]
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
      {figures.map(([value, label]) => (
        <Paper key={label} withBorder p="sm">
          <Text size="xl" fw={700}>
            {value}
          </Text>
          <Text size="sm">{label}</Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
