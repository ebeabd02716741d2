// One line in the mobile list: status dot, name, status text, OPERATIONAL when running, last check.
import { Badge, Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { lineDisplayName } from '../../../../shared/lines'
import type { ProductionLine } from '../../../../shared/types'
import { formatDateTime } from '../../../i18n/format'
import { lineStatusColor, lineStatusKey } from '../../../entities/line-status/line-status'

export function LineListItem({ line, onSelect }: { line: ProductionLine; onSelect: (lineId: number) => void }) {
  const { t } = useTranslation()
  const lastCheck = line.lastCheck ? formatDateTime(line.lastCheck) : t('mobileOperator.never')
  return (
    <UnstyledButton w="100%" onClick={() => onSelect(line.id)} data-line-id={line.id}>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Box
              aria-hidden
              w={14}
              h={14}
              style={{
                borderRadius: '50%',
                flexShrink: 0,
                background: `var(--mantine-color-${lineStatusColor(line.status)}-filled)`,
              }}
            />
            <Stack gap={0}>
              <Text fw={700}>{lineDisplayName(line)}</Text>
              <Text size="sm" c="gray.7">
                {t(lineStatusKey(line.status))} · {t('mobileOperator.lastCheck', { time: lastCheck })}
              </Text>
            </Stack>
          </Group>
          {line.status === 'running' && (
            <Badge color="green" variant="filled">
              {t('mobileOperator.operational')}
            </Badge>
          )}
        </Group>
      </Paper>
    </UnstyledButton>
  )
}
