// The pre-filled part of a handover, grouped: open tickets, stops and their reasons, hygiene holds, PM due.
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { HANDOVER_ITEM_KINDS, type HandoverItem } from '../../../shared/handover/types'
import { db } from '../../data/db'
import { formatDate, formatDateTime, formatTime } from '../../i18n/format'

const PRIORITY_COLOR: Record<string, string> = {
  critical: 'red.9',
  high: 'orange.9',
  medium: 'yellow.9',
  low: 'gray.7',
}

function useReasonName(): (id: number | null, fallback: string | null) => string | null {
  const { i18n } = useTranslation()
  const reasons = useLiveQuery(() => db.stopReasons.toArray(), [])
  const lang = (i18n.language?.slice(0, 2) ?? 'en') as 'en' | 'pl' | 'lt'
  return (id, fallback) => {
    const r = id === null ? undefined : reasons?.find((x) => x.id === id)
    return r ? (r.names[lang] ?? r.name) : fallback
  }
}

function ItemLine({ item, reasonName }: { item: HandoverItem; reasonName: ReturnType<typeof useReasonName> }) {
  const { t } = useTranslation()
  switch (item.kind) {
    case 'ticket':
      return (
        <Group gap="xs" wrap="wrap">
          <Text span fw={600}>
            {item.label ?? t('handover.item.pending')}
          </Text>
          {item.priority && (
            <Badge autoContrast color={PRIORITY_COLOR[item.priority] ?? 'gray.7'} variant="filled" size="sm">
              {t(`handover.priority.${item.priority}`, { defaultValue: item.priority })}
            </Badge>
          )}
          <Text span size="sm">
            {t(`handover.ticketState.${item.state}`, { defaultValue: item.state })}
          </Text>
          {item.detail && (
            <Text span size="sm" c="gray.7">
              {item.detail}
            </Text>
          )}
        </Group>
      )
    case 'stop': {
      const reason = reasonName(item.reasonId, item.label)
      return (
        <Text size="sm">
          <Text span fw={600}>
            {t(`handover.lineState.${item.state}`, { defaultValue: item.state })}
          </Text>{' '}
          {item.endAt
            ? t('handover.item.stopRange', { from: formatTime(item.at ?? ''), to: formatTime(item.endAt) })
            : t('handover.item.stopOngoing', { from: formatDateTime(item.at ?? '') })}
          {' · '}
          {reason ?? t('handover.item.noReason')}
        </Text>
      )
    }
    case 'hold':
      return (
        <Text size="sm">
          <Text span fw={600}>
            {t(`handover.holdCause.${item.state}`, { defaultValue: item.state })}
          </Text>{' '}
          {t('handover.item.since', { time: formatDateTime(item.at ?? '') })}
        </Text>
      )
    case 'pm':
      return (
        <Group gap="xs">
          <Text span size="sm" fw={600}>
            {item.label}
          </Text>
          <Badge color={item.state === 'overdue' ? 'red.9' : 'blue.9'} variant="light" size="sm">
            {t(`handover.pmState.${item.state}`, { date: formatDate(item.at ?? '') })}
          </Badge>
        </Group>
      )
  }
}

export function HandoverItems({ items }: { items: HandoverItem[] }) {
  const { t } = useTranslation()
  const reasonName = useReasonName()
  return (
    <Stack gap="sm">
      {HANDOVER_ITEM_KINDS.map((kind) => {
        const of = items.filter((i) => i.kind === kind)
        return (
          <section key={kind} data-testid={`handover-${kind}`}>
            <Title order={3} size="h5">
              {t(`handover.kind.${kind}`)} ({of.length})
            </Title>
            {of.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('handover.item.none')}
              </Text>
            ) : (
              <List spacing={4} size="sm">
                {of.map((item, n) => (
                  <List.Item key={`${item.ref ?? item.at ?? ''}-${n}`}>
                    <ItemLine item={item} reasonName={reasonName} />
                  </List.Item>
                ))}
              </List>
            )}
          </section>
        )
      })}
    </Stack>
  )
}
