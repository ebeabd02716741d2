// OEE and its three factors, large enough to read from the line; "—" where a factor has nothing to divide.
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OeeFactors } from '../../../shared/oee/oee-types'
import { formatPercent } from '../../lib/format-number'

export const oeePercent = (v: number | null) => (v === null ? '—' : formatPercent(v * 100, 0))

export function OeeFigures({ figures, compact = false }: { figures: OeeFactors; compact?: boolean }) {
  const { t } = useTranslation()
  const factors = [
    ['availability', figures.availability],
    ['performance', figures.performance],
    ['quality', figures.quality],
  ] as const
  return (
    <Stack gap={4}>
      <Group gap="xs" align="baseline">
        <Text fz={compact ? 28 : 44} fw={800} lh={1} data-testid="oee-value">
          {oeePercent(figures.oee)}
        </Text>
        <Text fw={700}>{t('oee.figures.oee')}</Text>
        {figures.overSpeed && (
          <Badge color="orange.9" title={t('oee.figures.overSpeedHelp')}>
            {t('oee.figures.overSpeed')}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        {factors.map(([key, value]) => (
          <Stack key={key} gap={0}>
            <Text size="sm">{t(`oee.figures.${key}`)}</Text>
            <Text fw={700} fz={compact ? 'md' : 'xl'} data-testid={`oee-${key}`}>
              {oeePercent(value)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
