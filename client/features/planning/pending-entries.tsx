// Pending Schedule Entries (spec §2, §4): kept on the device until Save All Entries queues them in the
// outbox as one change, which reaches the server now or after reconnecting.
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { saveScheduleEntries } from '../../data/commands'
import { announceWrite } from '../../entities/write-outcome/announce-write'
import { fieldLabel } from '../../entities/write-outcome/reason-text'
import { formErrors } from '../../lib/form-errors'
import { toast } from '../../lib/toast'
import { clearPending, removePending, usePendingEntries, type PendingEntry } from './pending-entries-store'
import { useEntrySchema } from './use-entry-schema'

/** What the server would refuse in a pending entry (kept from before the form checked it), or null. */
function entryProblem(schema: z.ZodType, entry: PendingEntry, t: TFunction): string | null {
  const errors = formErrors(schema, entry, t)
  const field = Object.keys(errors)[0]
  return field ? `${fieldLabel(t, field)}: ${errors[field]}` : null
}

function PendingRow({ entry, problem }: { entry: PendingEntry; problem: string | null }) {
  const { t } = useTranslation()
  return (
    <Group justify="space-between" wrap="nowrap" component="li">
      <Stack gap={0}>
        <Text fw={600}>
          {entry.lineName} · {entry.productLabel}
        </Text>
        <Text size="sm" c="gray.7">
          {t('planning.pending.detail', {
            date: entry.scheduledDate,
            shift: t(`planning.shift.${entry.shift}`),
            quantity: entry.plannedQuantity,
            priority: entry.priority,
          })}
          {entry.notes ? ` · ${entry.notes}` : ''}
        </Text>
        {problem && (
          <Text size="sm" c="red.9">
            {problem}
          </Text>
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('planning.pending.remove', { line: entry.lineName, product: entry.productLabel })}
        onClick={() => void removePending(entry.key)}
      >
        ×
      </ActionIcon>
    </Group>
  )
}

export function PendingEntries({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation()
  const entries = usePendingEntries() ?? []
  const [saving, setSaving] = useState(false)
  const schema = useEntrySchema()
  const problems = entries.map((e) => (schema ? entryProblem(schema, e, t) : null))
  // Nothing is saved before the entries could be checked (the schema loads just after the screen).
  const anyProblem = !schema || problems.some((p) => p !== null)

  const saveAll = async () => {
    setSaving(true)
    try {
      const batchId = await saveScheduleEntries(
        entries.map(({ lineId, productId, scheduledDate, shift, plannedQuantity, priority, notes }) => ({
          lineId,
          productId,
          scheduledDate,
          shift,
          plannedQuantity,
          priority,
          notes,
        })),
      )
      await clearPending()
      // Green only once the server has the schedule (issue 17 §2); offline: "saved on this device".
      void announceWrite(batchId, { title: t('planning.toast.saved') })
    } catch {
      toast.error(t('planning.toast.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card withBorder component="section" aria-labelledby="pending-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="pending-title">
          {t('planning.pending.title')} <Badge variant="light">{entries.length}</Badge>
        </Title>
        <Button
          onClick={() => void saveAll()}
          disabled={entries.length === 0 || anyProblem || saving || disabled}
          loading={saving}
        >
          {t('planning.pending.saveAll')}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Text c="gray.7">{t('planning.pending.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {entries.map((e, i) => (
            <PendingRow key={e.key} entry={e} problem={problems[i] ?? null} />
          ))}
        </Stack>
      )}
    </Card>
  )
}
