// Current Product card, shown only when the line has a product (spec §2).
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../../shared/types'
import { formatNumber } from '../../../lib/format-number'

function ProductCard({ line }: { line: ProductionLine }) {
  const { t } = useTranslation()
  if (!line.productName) return null
  const dash = '–'
  const facts: [string, string][] = [
    [
      t('mobileOperator.product.batchSize'),
      line.batchSize == null
        ? dash
        : t('mobileOperator.product.units', { count: line.batchSize, value: formatNumber(line.batchSize) }),
    ],
    [
      t('mobileOperator.product.targetWeight'),
      line.targetWeight == null ? dash : t('mobileOperator.product.grams', { value: line.targetWeight }),
    ],
    [
      t('mobileOperator.product.temperature'),
      line.temperature == null ? dash : t('mobileOperator.product.celsius', { value: line.temperature }),
    ],
    [t('mobileOperator.product.packaging'), line.packagingType ?? dash],
  ]
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('mobileOperator.product.title')}>
      <Title order={2} size="h4" mb={4}>
        {t('mobileOperator.product.title')}
      </Title>
      <Text fw={700} mb="sm">
        {line.productName}
      </Text>
      <SimpleGrid cols={2} spacing="sm">
        {facts.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="sm" c="gray.7">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  )
}

/** The product fields the card shows: a change of the line's status or version leaves the card alone. */
const SHOWN = ['productName', 'batchSize', 'targetWeight', 'temperature', 'packagingType'] as const

export const CurrentProductCard = memo(ProductCard, (a, b) => SHOWN.every((key) => Object.is(a.line[key], b.line[key])))
