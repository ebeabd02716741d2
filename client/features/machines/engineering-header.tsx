// Dashboard header: title, the current time and the line select with its "overview" option (spec §2).
import { Group, NativeSelect, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ProductionLine } from '../../../shared/types'
import { formatDateTime } from '../../i18n/format'
import { useNow } from '../../lib/use-now'

export const OVERVIEW = 'overview'

interface EngineeringHeaderProps {
  lines: ProductionLine[] | undefined
  /** A line id as text, or OVERVIEW. */
  selected: string
  onSelect: (value: string) => void
}

export function EngineeringHeader({ lines, selected, onSelect }: EngineeringHeaderProps) {
  const { t } = useTranslation()
  const now = useNow(1000)
  const options = [
    { value: OVERVIEW, label: t('engineering.overviewOption') },
    ...(lines ?? []).map((l) => ({ value: String(l.id), label: l.name })),
  ]
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
      <Stack gap={2}>
        <Title order={1}>{t('engineering.title')}</Title>
        <Text c="gray.7">{t('engineering.subtitle')}</Text>
        <Text size="sm" fw={600} aria-label={t('engineering.currentTime')} role="timer" aria-live="off">
          <time dateTime={now.toISOString()}>{formatDateTime(now)}</time>
        </Text>
      </Stack>
      <NativeSelect
        label={t('engineering.lineSelect')}
        data={options}
        value={selected}
        onChange={(e) => onSelect(e.currentTarget.value)}
        miw={240}
      />
    </Group>
  )
}
