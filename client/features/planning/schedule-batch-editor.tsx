// A refused schedule batch reopened from "Not sent" (issue 31 §2): each entry's line, product and shift with
// its notes to fix, checked with the server's own schema before the batch is sent again.
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { scheduleSaveArgs, type ScheduleEntryDraft } from '../../../shared/schemas/planning'
import { db } from '../../data/db'
import { formErrors } from '../../lib/form-errors'
import type { NotSentEditorProps } from '../../sync/not-sent-editors'

const notesOf = (entry: ScheduleEntryDraft) => (typeof entry.notes === 'string' ? entry.notes : '')

export function ScheduleBatchEditor({ args, onSave, onClose }: NotSentEditorProps) {
  const { t } = useTranslation()
  const schedules = Array.isArray(args.schedules) ? (args.schedules as ScheduleEntryDraft[]) : []
  const [notes, setNotes] = useState(() => schedules.map(notesOf))
  const [saving, setSaving] = useState(false)
  const names = useLiveQuery(async () => {
    const [lines, products] = await Promise.all([db.lines.toArray(), db.products.toArray()])
    return {
      line: new Map(lines.map((l) => [l.id, l.name])),
      product: new Map(products.map((p) => [p.id, `${p.sku} - ${p.name}`])),
    }
  }, [])
  const fixed = { ...args, schedules: schedules.map((s, i) => ({ ...s, notes: notes[i]?.trim() || null })) }
  const errors = formErrors(scheduleSaveArgs, fixed, t)
  const valid = Object.keys(errors).length === 0
  // Only notes can be fixed here; anything else wrong (a line or product id) means discard and plan again.
  const otherProblem = Object.keys(errors).some((k) => !k.endsWith('.notes'))

  const save = async () => {
    setSaving(true)
    const done = await onSave(fixed)
    setSaving(false)
    if (done) onClose()
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('planning.fix.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        {schedules.map((s, i) => (
          <Textarea
            key={i}
            label={t('planning.fix.entry', {
              line: names?.line.get(Number(s.lineId)) ?? String(s.lineId),
              product: names?.product.get(Number(s.productId)) ?? String(s.productId),
              date: String(s.scheduledDate),
              shift: t(`planning.shift.${String(s.shift)}`, { defaultValue: String(s.shift) }),
            })}
            description={t('planning.add.notes')}
            autosize
            minRows={1}
            maxRows={6}
            value={notes[i] ?? ''}
            error={errors[`schedules.${i}.notes`]}
            onChange={(e) => {
              const value = e.currentTarget.value
              setNotes((all) => all.map((n, j) => (j === i ? value : n)))
            }}
          />
        ))}
        {otherProblem && (
          <Text size="sm" c="red.9">
            {t('planning.fix.otherProblem')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('planning.fix.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={!valid || saving} loading={saving}>
            {t('planning.fix.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
