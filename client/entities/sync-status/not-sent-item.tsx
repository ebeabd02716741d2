// A change the server refused, as the user knows it (issue 17 §4): what, which line or ticket, when, by
// whom, and why in their language. Edit opens the real form of that action (registered by the app,
// not-sent-editors.ts), prefilled; a change without one offers its fixable fields here, checked with the
// server's schema before it is resent. Discard asks once.
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RejectedEntry } from '../../data/db'
import { discard, resend } from '../../data/outbox'
import { reasonText } from '../write-outcome/reason-text'
import { fieldLabel } from '../write-outcome/reason-text'
import { formatDateTime } from '../../i18n/format'
import { formErrors } from '../../lib/form-errors'
import { mutationLabelKey } from '../../sync/mutation-label'
import { EDIT_SPECS, editedArgs, initialValues } from '../../sync/not-sent-edit'
import { useEntrySubject } from '../../sync/use-entry-subject'

interface NotSentItemProps {
  entry: RejectedEntry
  /** Opens the action's own dialog; absent when no dialog is registered for this change. */
  onEdit?: () => void
}

export function NotSentItem({ entry, onEdit }: NotSentItemProps) {
  const { t } = useTranslation()
  const spec = onEdit ? undefined : EDIT_SPECS[entry.name]
  const subject = useEntrySubject(entry.args)
  const [editing, setEditing] = useState(false)
  const [confirmDiscard, setConfirmDiscard] = useState(false)
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(entry.args, spec?.fields ?? []))
  // Only the fields a person can fix count here; the rest (ids, times) is the server's to judge.
  const allErrors = editing && spec ? formErrors(spec.schema, editedArgs(entry.args, values), t) : {}
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([field]) => spec?.fields.includes(field)))
  const valid = Object.keys(errors).length === 0
  const subjectText = !subject
    ? null
    : subject.kind === 'line'
      ? subject.name
      : t('honest.notSent.ticket', {
          number: subject.number ?? t('honest.notSent.pendingNumber'),
          title: subject.title,
        })

  return (
    <Paper
      withBorder
      p="xs"
      data-testid="not-sent-item"
      component="article"
      aria-label={t(mutationLabelKey(entry.name))}
    >
      <Text size="sm" fw={700}>
        {t(mutationLabelKey(entry.name))}
        {subjectText ? ` — ${subjectText}` : ''}
      </Text>
      <Text size="xs" c="gray.7">
        {t('honest.notSent.when', { time: formatDateTime(entry.createdAt), name: entry.userName })}
      </Text>
      <Text size="sm" c="red.9" mt={4} data-testid="not-sent-reason">
        {reasonText(t, entry)}
      </Text>
      {editing && spec && (
        <Stack gap={4} mt="xs">
          {spec.fields.map((f) => (
            <Textarea
              key={f}
              label={fieldLabel(t, f)}
              autosize
              minRows={1}
              value={values[f] ?? ''}
              error={errors[f]}
              onChange={(e) => setValues({ ...values, [f]: e.currentTarget.value })}
            />
          ))}
        </Stack>
      )}
      {confirmDiscard ? (
        <Group gap="xs" mt="xs">
          <Text size="sm" fw={600}>
            {t('honest.notSent.discardQuestion')}
          </Text>
          <Button size="xs" color="red" onClick={() => void discard(entry.mutationId)}>
            {t('honest.notSent.discardYes')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setConfirmDiscard(false)}>
            {t('honest.notSent.discardNo')}
          </Button>
        </Group>
      ) : (
        <Group gap="xs" mt="xs">
          {(onEdit || (spec && !editing)) && (
            <Button size="xs" variant="default" onClick={() => (onEdit ? onEdit() : setEditing(true))}>
              {t('sync.edit')}
            </Button>
          )}
          <Button
            size="xs"
            disabled={!valid}
            onClick={() => void resend(entry.mutationId, editing ? editedArgs(entry.args, values) : undefined)}
          >
            {t('sync.resend')}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmDiscard(true)}>
            {t('sync.discard')}
          </Button>
        </Group>
      )}
    </Paper>
  )
}
