// Machine Status card: the first 3 machines of the line, then "And N more machines..." (spec §2).
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Machine } from '../../../../shared/types'
import { db } from '../../../data/db'

const SHOWN = 3
const MACHINE_COLOR: Record<string, string> = {
  operational: 'green',
  maintenance: 'orange',
  fault: 'red',
  offline: 'gray',
}

/** The order the line's machines stand in: by code ("3-1", "3-2", "3-10"), then by name. */
function byCodeThenName(a: Machine, b: Machine): number {
  return (a.code ?? '').localeCompare(b.code ?? '', undefined, { numeric: true }) || a.name.localeCompare(b.name)
}

/** Memoised on the line's id: the line's own changes do not render its machines again. */
export const MachineStatusCard = memo(function MachineStatusCard({ lineId }: { lineId: number }) {
  const { t } = useTranslation()
  const machines = useLiveQuery(
    async () => (await db.machines.where('lineId').equals(lineId).toArray()).sort(byCodeThenName),
    [lineId],
  )
  if (!machines) return null
  const more = machines.length - SHOWN
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('mobileOperator.machines.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('mobileOperator.machines.title')}
      </Title>
      {machines.length === 0 ? (
        <Text>{t('mobileOperator.machines.none')}</Text>
      ) : (
        <Stack gap="xs">
          {machines.slice(0, SHOWN).map((m) => (
            <Group key={m.id} justify="space-between" wrap="nowrap">
              <Text>{m.name}</Text>
              <Badge color={MACHINE_COLOR[m.status] ?? 'gray'} variant="filled">
                {t(`mobileOperator.machines.status.${m.status in MACHINE_COLOR ? m.status : 'offline'}`)}
              </Badge>
            </Group>
          ))}
          {more > 0 && (
            <Text size="sm" c="gray.7">
              {t('mobileOperator.machines.more', { count: more })}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  )
})
